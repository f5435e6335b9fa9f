import Phaser from 'phaser';
import { ACHIEVEMENTS, ACHIEVEMENTS_BY_ID } from '../../shared/engine/trash-poker/achievement-data';
import { BOX_LID_ROWS } from '../../shared/engine/trash-poker/tables';
import { UNLOCKABLE_JOKER_IDS } from '../../shared/engine/trash-poker/jokers';
import { CARD_RATIO } from '../art/cards';
import { ensureFace } from '../art/textures';
import { Button } from './Button';
import { MODE_ORDER, modeInfo } from '../modes/registry';
import { trashPokerCardText, trashPokerFace } from '../modes/faces';
import type { ProfileSummary } from '../net/profile';
import { registerTarget } from '../testHook';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF, minFont } from '../ui/theme';
import type { Tooltip } from './Tooltip';

/** What a profile has earned, read from its unlock records. */
export function profileFacts(p: ProfileSummary | null) {
  const items = (kind: string) => [...new Set((p?.unlocks ?? []).filter((x) => x.mode === 'trash-poker' && x.kind === kind).map((x) => x.item))];
  const checks = items('checkmark');
  return {
    jokers: items('joker').filter((id) => UNLOCKABLE_JOKER_IDS.includes(id)),
    achievements: items('achievement').filter((id) => Object.hasOwn(ACHIEVEMENTS_BY_ID, id)),
    lid: BOX_LID_ROWS.map((row) => Math.min(row.boxes, checks.filter((c) => c.startsWith(`${row.points}-`)).length)),
    best: p?.best ?? {},
  };
}

/**
 * The lobby's box lid: the way to the match history and leaderboards, best score per mode, the
 * Trash Poker box lid's checkmarks (a score of 90+ fills a box and unlocks a joker), the jokers
 * unlocked (hover or tap one for its text) and the achievements earned.
 */
export class ProfilePanel extends Phaser.GameObjects.Container {
  constructor(
    scene: Phaser.Scene,
    r: { x: number; y: number; w: number; h: number },
    u: number,
    profile: ProfileSummary | null,
    loading: boolean,
    tooltip: Tooltip,
  ) {
    super(scene, 0, 0);
    scene.add.existing(this);
    const g = scene.add.graphics();
    drawPanel(g, r.x, r.y, r.w, r.h, u);
    this.add(g);
    const pad = 14 * u;
    const fs = Math.max(minFont(10), Math.round(Math.min(15 * u, r.h * 0.07)));
    const head = scene.add.text(r.x + pad, r.y + pad * 0.8, 'Your box lid', {
      fontFamily: SERIF,
      fontStyle: 'bold',
      fontSize: `${Math.round(fs * 1.3)}px`,
      color: COLORS.goldText,
    });
    this.add(head);
    // The match history and the leaderboards take the lobby's place until closed.
    const recordsW = Math.min(210 * u, r.w * 0.36);
    this.add(
      new Button(scene, head.x + head.width + 12 * u + recordsW / 2, head.y + head.height / 2, {
        width: recordsW,
        height: head.height * 1.1,
        label: 'Matches & leaderboards',
        style: 'ghost',
        key: 'profile:records',
        fontSize: Math.round(fs * 0.85),
        onClick: () => scene.scene.start('MatchRecords'),
      }),
    );
    const f = profileFacts(profile);
    const who = profile ? profile.name : loading ? 'Looking you up…' : 'New player';
    this.add(
      scene.add
        .text(r.x + r.w - pad, head.y + head.height / 2, who, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: COLORS.text })
        .setOrigin(1, 0.5),
    );
    let y = head.y + head.height + 6 * u;
    const best = MODE_ORDER.map((m) => `${modeInfo(m).name} ${f.best[m] ?? '–'}`).join('   ·   ');
    const bestText = scene.add.text(r.x + pad, y, `Best scores   ${best}`, { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.dim });
    if (bestText.width > r.w - 2 * pad) bestText.setScale((r.w - 2 * pad) / bestText.width);
    this.add(bestText);
    y += bestText.displayHeight + 8 * u;

    // The box lid: one column per row of the lid (its score), a box per checkmark it can hold.
    const lidH = Math.min(r.h * 0.36, 5 * fs * 1.05 + fs * 1.3);
    const colW = Math.min(46 * u, (r.w * 0.5 - pad) / BOX_LID_ROWS.length);
    const box = Math.min(colW * 0.6, (lidH - fs * 1.3) / 5.4);
    BOX_LID_ROWS.forEach((row, i) => {
      const cx = r.x + pad + colW * (i + 0.5);
      this.add(
        scene.add
          .text(cx, y, String(row.points), {
            fontFamily: FONT,
            fontStyle: 'bold',
            fontSize: `${Math.round(fs * 0.85)}px`,
            color: f.lid[i] ? COLORS.goldText : COLORS.muted,
          })
          .setOrigin(0.5, 0),
      );
      for (let b = 0; b < row.boxes; b++) {
        const by = y + fs * 1.3 + b * box * 1.08;
        const on = b < f.lid[i];
        g.fillStyle(on ? COLORS.gold : 0x000000, on ? 1 : 0.3);
        g.fillRoundedRect(cx - box / 2, by, box, box, box * 0.2);
        g.lineStyle(Math.max(1, u), on ? 0x8a6d00 : COLORS.panelLine, 1);
        g.strokeRoundedRect(cx - box / 2, by, box, box, box * 0.2);
        if (on)
          this.add(
            scene.add
              .text(cx, by + box / 2, '✓', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(box * 0.8)}px`, color: '#2a1d00' })
              .setOrigin(0.5),
          );
      }
    });
    const lidNote = scene.add.text(
      r.x + pad + colW * BOX_LID_ROWS.length + 12 * u,
      y,
      'Score 90 or more in Trash Poker to tick a box: each tick draws 3 unlockable jokers, you keep 1.',
      {
        fontFamily: FONT,
        fontSize: `${Math.round(fs * 0.85)}px`,
        color: COLORS.dim,
        wordWrap: { width: r.x + r.w - pad - (r.x + pad + colW * BOX_LID_ROWS.length + 12 * u) },
      },
    );
    if (lidNote.height > lidH) lidNote.setScale(Math.max(0.6, lidH / lidNote.height));
    this.add(lidNote);
    y += lidH + 6 * u;

    // Unlocked jokers as small cards; achievements as a line of names, at the bottom.
    const label = scene.add.text(r.x + pad, y, `Jokers unlocked ${f.jokers.length}/${UNLOCKABLE_JOKER_IDS.length}`, {
      fontFamily: FONT,
      fontStyle: 'bold',
      fontSize: `${fs}px`,
      color: COLORS.text,
    });
    this.add(label);
    y += label.height + 4 * u;
    const minCardH = 18 * u;
    const achieved = f.achievements.map((id) => ACHIEVEMENTS_BY_ID[id].name);
    const achCount = `Achievements ${achieved.length}/${ACHIEVEMENTS.length}`;
    const achText = scene.add.text(
      r.x + pad,
      r.y + r.h - pad * 0.7,
      achieved.length ? `${achCount}: ${achieved.join(', ')}` : `${achCount} (turn them on when you create a Trash Poker table)`,
      {
        fontFamily: FONT,
        fontSize: `${Math.round(fs * 0.9)}px`,
        color: achieved.length ? '#d9b8ff' : COLORS.muted,
        wordWrap: { width: r.w - 2 * pad },
      },
    );
    achText.setOrigin(0, 1);
    // A short panel (a phone) keeps the count and drops the hint, then shrinks what is left.
    const room = () => achText.y - y - (f.jokers.length ? minCardH + 6 * u : 0);
    if (achText.height > room() && !achieved.length) achText.setText(achCount);
    if (achText.height > room()) achText.setScale(Math.max(0.6, room() / achText.height));
    this.add(achText);
    const cardH = Math.max(minCardH, Math.min(90 * u, achText.y - achText.displayHeight - y - 6 * u));
    const cw = cardH * CARD_RATIO;
    const step = Math.min(cw + 6 * u, (r.w - 2 * pad - cw) / Math.max(1, f.jokers.length - 1));
    if (f.jokers.length === 0) {
      this.add(
        scene.add
          .text(label.x + label.width + 10 * u, label.y + label.height / 2, 'none yet', {
            fontFamily: FONT,
            fontSize: `${Math.round(fs * 0.9)}px`,
            color: COLORS.muted,
          })
          .setOrigin(0, 0.5),
      );
    }
    f.jokers.forEach((id, i) => {
      const spec = trashPokerFace(id);
      if (!spec) return;
      const x = r.x + pad + cw / 2 + i * step;
      const img = scene.add
        .image(x, y + cardH / 2, ensureFace(scene.textures, spec))
        .setDisplaySize(cw, cardH)
        .setInteractive({ useHandCursor: true });
      const text = trashPokerCardText(id);
      const show = () => text && tooltip.show(text.title, text.body, { x: x - cw / 2, y, w: cw, h: cardH });
      img.on('pointerover', show);
      img.on('pointerdown', show);
      img.on('pointerout', () => tooltip.hide());
      registerTarget(scene, `profile:joker:${id}`, img as unknown as Phaser.GameObjects.Container);
      this.add(img);
    });
  }
}

import Phaser from 'phaser';
import { HAND_BONUS_CHIPS, PLACE_CHIPS, RP_BONUS_CHIPS } from '../../shared/engine/trash-poker/tables';
import { tweenTo } from '../anim/tween';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, minFont } from '../ui/theme';

const SPACES = 24;
const ORDINAL = ['1st', '2nd', '3rd', '4th'];

/**
 * The scoring track as printed for this number of players: the chips for each place (and which
 * places turn the shuffle tile), the bonus chips for rank points and hand ranks, the RP spaces,
 * and a rank marker per player sliding to the RP they reached this round.
 */
export class ScoringTrack extends Phaser.GameObjects.Container {
  private markers = new Map<number, Phaser.GameObjects.Container>();
  private spaceX: number[] = [];
  private spaceY = 0;
  private spaceW = 0;
  private trackLeft = 0;

  constructor(
    scene: Phaser.Scene,
    private box: { x: number; y: number; w: number; h: number },
    unit: number,
    players: number,
    private names: string[],
  ) {
    super(scene, box.x, box.y);
    const u = unit;
    const g = scene.add.graphics();
    drawPanel(g, 0, 0, box.w, box.h, u, { fill: 0x2a1f0e, alpha: 0.85, line: 0x8a6d2a });
    this.add(g);
    const fs = Math.max(minFont(9), Math.round(box.h * 0.2));
    // The place table for this number of players ("γ - Score Cards"), in two lines.
    const infoW = Math.min(box.w * 0.3, 330 * u);
    const rewards = PLACE_CHIPS[players] ?? PLACE_CHIPS[4];
    const placeLine = `${players}p: ${rewards.map((r, i) => `${ORDINAL[i]} ${r.chips}${r.shuffle ? '+⟲' : ''}`).join('  ')}`;
    const bonus = Object.entries(HAND_BONUS_CHIPS)
      .map(([rank, chips]) => `${rank === 'five-of-a-kind' ? '5 of a kind' : '4 of a kind'} +${chips}`)
      .join('  ');
    const lineH = box.h / 2;
    const pl = scene.add
      .text(10 * u, lineH * 0.55, placeLine, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.min(fs, Math.round(lineH * 0.62))}px`, color: '#ffffff' })
      .setOrigin(0, 0.5);
    const bl = scene.add
      .text(10 * u, lineH * 1.45, `Bonus chips: ${bonus}`, {
        fontFamily: FONT,
        fontSize: `${Math.min(Math.round(fs * 0.85), Math.round(lineH * 0.55))}px`,
        color: COLORS.goldText,
      })
      .setOrigin(0, 0.5);
    for (const t of [pl, bl]) if (t.width > infoW - 14 * u) t.setScale((infoW - 14 * u) / t.width);
    this.add([pl, bl]);
    // The RP spaces, with the rank-point bonus tiers.
    this.trackLeft = infoW + 6 * u;
    const trackW = box.w - this.trackLeft - 10 * u;
    this.spaceW = trackW / SPACES;
    this.spaceY = box.h * 0.62;
    const sh = box.h * 0.5;
    const tiers = new Map(RP_BONUS_CHIPS.map((t) => [t.minRp, t.chips]));
    for (let i = 0; i < SPACES; i++) {
      const rp = i + 1;
      const x = this.trackLeft + i * this.spaceW;
      const tier = [...RP_BONUS_CHIPS].reverse().find((t) => rp >= t.minRp);
      const cell = scene.add.graphics();
      cell.fillStyle(tier ? 0x5a3d12 : 0x3b2a10, 1);
      cell.fillRoundedRect(x + 1, this.spaceY - sh / 2, this.spaceW - 2, sh, 3 * u);
      cell.lineStyle(1, 0xc9a227, tier ? 0.9 : 0.35);
      cell.strokeRoundedRect(x + 1, this.spaceY - sh / 2, this.spaceW - 2, sh, 3 * u);
      this.add(cell);
      this.add(
        scene.add
          .text(x + this.spaceW / 2, this.spaceY, rp === SPACES ? `${rp}+` : String(rp), {
            fontFamily: FONT,
            fontStyle: 'bold',
            fontSize: `${Math.round(Math.min(sh * 0.5, this.spaceW * 0.5))}px`,
            color: '#f6e7b0',
          })
          .setOrigin(0.5),
      );
      this.spaceX.push(x + this.spaceW / 2);
      if (tiers.has(rp)) {
        const chip = scene.add.image(x + this.spaceW * 0.3, box.h * 0.17, 'chip-red').setDisplaySize(box.h * 0.2, box.h * 0.18);
        const t = scene.add
          .text(x + this.spaceW * 0.3 + box.h * 0.12, box.h * 0.17, `+${tiers.get(rp)}`, {
            fontFamily: FONT,
            fontStyle: 'bold',
            fontSize: `${Math.round(fs * 0.85)}px`,
            color: '#ffe08a',
          })
          .setOrigin(0, 0.5);
        this.add([chip, t]);
      }
    }
    this.add(scene.add.text(this.trackLeft, box.h * 0.06, 'RP', { fontFamily: FONT, fontSize: `${Math.round(fs * 0.8)}px`, color: COLORS.dim }));
    scene.add.existing(this);
  }

  /** Where the `nth` of `same` markers on the space for `rp` stands (side by side when shared). */
  private slot(rp: number, nth: number, same = 1): { x: number; y: number } {
    const i = Math.max(1, Math.min(SPACES, rp)) - 1;
    const spread = same > 1 ? this.spaceW * 0.55 : 0;
    return { x: this.spaceX[i] + (nth - (same - 1) / 2) * spread, y: this.spaceY - this.box.h * 0.05 - (same > 1 ? (nth % 2) * this.box.h * 0.1 : 0) };
  }

  private marker(seat: number): Phaser.GameObjects.Container {
    let m = this.markers.get(seat);
    if (m) return m;
    const h = this.box.h * 0.62;
    const img = this.scene.add
      .image(0, 0, `marker-${seat % 8}`)
      .setDisplaySize(h * 0.8, h)
      .setOrigin(0.5, 0.85);
    const initial = this.scene.add
      .text(0, -h * 0.42, (this.names[seat] ?? '?').slice(0, 1).toUpperCase(), {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${Math.round(h * 0.3)}px`,
        color: '#10231b',
      })
      .setOrigin(0.5);
    m = this.scene.add.container(this.trackLeft - this.spaceW, this.spaceY, [img, initial]);
    m.setVisible(false);
    this.add(m);
    this.markers.set(seat, m);
    return m;
  }

  /** Puts every marker at its RP at once (or takes it off the track). */
  setMarkers(rps: { seat: number; rp: number | null }[]) {
    const total = new Map<number, number>();
    for (const { rp } of rps) if (rp !== null) total.set(Math.min(SPACES, rp), (total.get(Math.min(SPACES, rp)) ?? 0) + 1);
    const count = new Map<number, number>();
    for (const { seat, rp } of rps) {
      const m = this.marker(seat);
      if (rp === null) {
        m.setVisible(false);
        continue;
      }
      const key = Math.min(SPACES, rp);
      const before = count.get(key) ?? 0;
      count.set(key, before + 1);
      const p = this.slot(rp, before, total.get(key));
      m.setPosition(p.x, p.y)
        .setVisible(true)
        .setDepth(before)
        .setScale((total.get(key) ?? 1) > 1 ? 0.8 : 1);
    }
  }

  /** Slides a marker from the start of the track to `rp`, with a little hop. */
  async slide(seat: number, rp: number, nth: number, same: number): Promise<void> {
    const m = this.marker(seat);
    const p = this.slot(rp, nth, same);
    m.setVisible(true).setPosition(this.trackLeft - this.spaceW * 0.5, this.spaceY);
    await tweenTo(this.scene, m, { x: p.x, y: p.y }, 380 + rp * 14, { ease: 'Cubic.easeOut' });
    await tweenTo(this.scene, m, { scaleY: 1.15 }, 80, { ease: 'Quad.easeOut' });
    await tweenTo(this.scene, m, { scaleY: 1 }, 160, { ease: 'Bounce.easeOut' });
  }
}

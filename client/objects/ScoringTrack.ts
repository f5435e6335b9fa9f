import Phaser from 'phaser';
import { HAND_BONUS_CHIPS, PLACE_CHIPS, RP_BONUS_CHIPS } from '../../shared/engine/trash-poker/tables';
import { tweenTo } from '../anim/tween';
import { drawPanel } from '../ui/panel';
import { fitWidth } from '../ui/fit';
import { COLORS, FONT, minFont } from '../ui/theme';

const SPACES = 24;
const ORDINAL = ['1st', '2nd', '3rd', '4th'];

/** Where one RP space is drawn, in the track's own coordinates (its centre, width and height). */
interface Space {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A box this much wider than tall is an upright phone's: the track goes in two rows of 12 under
 * one line of words (in one row of 24 beside them, its numbers were 5 CSS px there).
 */
const TWO_ROWS_BELOW = 9;

/** The place table's line ("γ - Score Cards") and the hand bonuses' line, as printed. */
function infoLines(players: number): [string, string] {
  const rewards = PLACE_CHIPS[players] ?? PLACE_CHIPS[4];
  const place = `${players}p: ${rewards.map((r, i) => `${ORDINAL[i]} ${r.chips}${r.shuffle ? '+⟲' : ''}`).join('  ')}`;
  return [place, bonusLine('Bonus chips', '5 of a kind', '4 of a kind')];
}

/** The hand bonuses' line: `title`, then each hand's chips under the names given. */
const bonusLine = (title: string, five: string, four: string) =>
  `${title}: ${Object.entries(HAND_BONUS_CHIPS)
    .map(([rank, chips]) => `${rank === 'five-of-a-kind' ? five : four} +${chips}`)
    .join('  ')}`;

/** The hand bonuses' line in the tableau's words ("5K/4K"), where the printed one would go under 8 CSS px. */
const SHORT_BONUS = bonusLine('Bonus', '5K', '4K');

/** The rank-point bonus of the tier `rp` is in, if any. */
const tierOf = (rp: number) => [...RP_BONUS_CHIPS].reverse().find((t) => rp >= t.minRp);

/**
 * The scoring track as printed for this number of players: the chips for each place (and which
 * places turn the shuffle tile), the bonus chips for rank points and hand ranks, the RP spaces,
 * and a rank marker per player sliding to the RP they reached this round.
 */
export class ScoringTrack extends Phaser.GameObjects.Container {
  private markers = new Map<number, Phaser.GameObjects.Container>();
  private spaces: Space[] = [];
  private markerH = 0;
  /** How far below its space's middle a marker stands (in two rows, on its space rather than over the row above). */
  private markerDrop = 0;

  constructor(
    scene: Phaser.Scene,
    private box: { x: number; y: number; w: number; h: number },
    unit: number,
    players: number,
    private names: string[],
  ) {
    super(scene, box.x, box.y);
    const g = scene.add.graphics();
    drawPanel(g, 0, 0, box.w, box.h, unit, { fill: 0x2a1f0e, alpha: 0.85, line: 0x8a6d2a });
    this.add(g);
    if (this.twoRows) this.drawTwoRows(unit, players);
    else this.drawOneRow(unit, players);
    scene.add.existing(this);
  }

  private get twoRows(): boolean {
    return this.box.w < this.box.h * TWO_ROWS_BELOW;
  }

  private text(x: number, y: number, words: string, size: number, style: Phaser.Types.GameObjects.Text.TextStyle = {}) {
    const t = this.scene.add.text(x, y, words, { fontFamily: FONT, fontSize: `${Math.round(size)}px`, color: '#ffffff', ...style });
    this.add(t);
    return t;
  }

  /** Wide boxes: the two lines of words on the left, the 24 spaces in a row, the tiers' chips over them. */
  private drawOneRow(u: number, players: number) {
    const { box } = this;
    const least = minFont(8.5);
    const fs = Math.max(minFont(9), Math.round(box.h * 0.2));
    const lineH = box.h / 2;
    const [place, bonus] = infoLines(players);
    const pl = this.text(10 * u, lineH * 0.55, place, Math.max(least, Math.min(fs, lineH * 0.62)), { fontStyle: 'bold' }).setOrigin(0, 0.5);
    const bl = this.text(10 * u, lineH * 1.45, bonus, Math.max(least, Math.min(fs * 0.85, lineH * 0.55)), { color: COLORS.goldText }).setOrigin(0, 0.5);
    // The words take what they need at the least font, up to a little over a third of the track.
    const infoW = Math.min(box.w * 0.36, Math.max(Math.min(box.w * 0.3, 330 * u), Math.max(pl.width, bl.width) + 14 * u));
    for (const t of [pl, bl]) fitWidth(t, infoW - 14 * u);
    const left = infoW + 6 * u;
    const w = (box.w - left - 10 * u) / SPACES;
    const sh = box.h * 0.5;
    for (let i = 0; i < SPACES; i++)
      this.drawSpace(i + 1, { x: left + (i + 0.5) * w, y: box.h * 0.62, w, h: sh }, Math.max(least, Math.min(sh * 0.5, w * 0.5)));
    const tierFs = Math.max(least, fs * 0.85);
    for (const t of RP_BONUS_CHIPS) {
      const x = left + (t.minRp - 1) * w + w * 0.3;
      this.add(this.scene.add.image(x, box.h * 0.17, 'chip-red').setDisplaySize(box.h * 0.2, box.h * 0.18));
      this.text(x + box.h * 0.12, box.h * 0.17, `+${t.chips}`, tierFs, { fontStyle: 'bold', color: '#ffe08a' }).setOrigin(0, 0.5);
    }
    // The track's unit at its far end, past the last tier's chips: over the first spaces the
    // markers starting there stood on it.
    this.text(box.w - 10 * u, box.h * 0.06, 'RP', Math.max(least, fs * 0.8), { color: COLORS.dim }).setOrigin(1, 0);
    this.markerH = box.h * 0.62;
  }

  /**
   * Narrow boxes (an upright phone): the two lines of words side by side on top, then the spaces
   * 1-12 and 13-24 in two rows, each space of a bonus tier saying its chips under its number.
   */
  private drawTwoRows(u: number, players: number) {
    const { box } = this;
    const pad = 6 * u;
    const infoH = box.h * 0.26;
    const fs = Math.max(minFont(9), Math.min(infoH * 0.8, 13 * u));
    const [place, bonus] = infoLines(players);
    const pl = this.text(pad, infoH * 0.6, place, fs, { fontStyle: 'bold' }).setOrigin(0, 0.5);
    const bl = this.text(box.w - pad, infoH * 0.6, bonus, fs, { color: COLORS.goldText }).setOrigin(1, 0.5);
    // Both lines at one size: shrunk together when they need more than the width (the place line
    // alone, kept to 40%, went under 7 CSS px at 360x640 while the bonus line had room to spare).
    const scale = () => Math.min(1, (box.w - 3 * pad) / (pl.width + bl.width));
    if (scale() * fs < minFont(8)) bl.setText(SHORT_BONUS);
    pl.setScale(scale());
    bl.setScale(scale());
    const perRow = SPACES / 2;
    const w = (box.w - 2 * pad) / perRow;
    const rowH = (box.h - infoH - pad) / 2;
    for (let i = 0; i < SPACES; i++) {
      const row = Math.floor(i / perRow);
      this.drawSpace(
        i + 1,
        { x: pad + ((i % perRow) + 0.5) * w, y: infoH + (row + 0.5) * rowH + pad * 0.3, w, h: rowH - 2 * u },
        Math.min(rowH * 0.4, w * 0.42),
      );
    }
    this.markerH = rowH * 1.25;
    this.markerDrop = rowH * 0.35;
  }

  /** One RP space: its cell (darker in a bonus tier), its number, and in two rows its tier's chips. */
  private drawSpace(rp: number, s: Space, size: number) {
    const tier = tierOf(rp);
    const cell = this.scene.add.graphics();
    const r = Math.min(3 * (s.h / 20), s.w * 0.2);
    cell.fillStyle(tier ? 0x5a3d12 : 0x3b2a10, 1);
    cell.fillRoundedRect(s.x - s.w / 2 + 1, s.y - s.h / 2, s.w - 2, s.h, r);
    cell.lineStyle(1, 0xc9a227, tier ? 0.9 : 0.35);
    cell.strokeRoundedRect(s.x - s.w / 2 + 1, s.y - s.h / 2, s.w - 2, s.h, r);
    this.add(cell);
    const twoRows = this.twoRows;
    const label = rp === SPACES ? `${rp}+` : String(rp);
    const n = this.text(s.x, twoRows && tier ? s.y - s.h * 0.2 : s.y, label, size, { fontStyle: 'bold', color: '#f6e7b0' }).setOrigin(0.5);
    // Never under 8 CSS px: "24+" may reach a pixel into the gap between two spaces.
    fitWidth(n, s.w - 2, minFont(8) / size);
    if (twoRows && tier) this.text(s.x, s.y + s.h * 0.25, `+${tier.chips}`, size * 0.9, { fontStyle: 'bold', color: '#ffe08a' }).setOrigin(0.5);
    this.spaces.push(s);
  }

  /** Where the `nth` of `same` markers on the space for `rp` stands (side by side when shared). */
  private slot(rp: number, nth: number, same = 1): { x: number; y: number } {
    const s = this.spaces[Math.max(1, Math.min(SPACES, rp)) - 1];
    const spread = same > 1 ? s.w * 0.55 : 0;
    return { x: s.x + (nth - (same - 1) / 2) * spread, y: s.y + this.markerDrop - this.markerH * 0.08 - (same > 1 ? (nth % 2) * this.markerH * 0.16 : 0) };
  }

  private marker(seat: number): Phaser.GameObjects.Container {
    let m = this.markers.get(seat);
    if (m) return m;
    const h = this.markerH;
    const img = this.scene.add
      .image(0, 0, `marker-${seat % 8}`)
      .setDisplaySize(h * 0.8, h)
      .setOrigin(0.5, 0.85);
    const initial = this.scene.add
      .text(0, -h * 0.42, (this.names[seat] ?? '?').slice(0, 1).toUpperCase(), {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${Math.max(minFont(8), Math.round(h * 0.3))}px`,
        color: '#10231b',
      })
      .setOrigin(0.5);
    const first = this.spaces[0];
    m = this.scene.add.container(first.x - first.w, first.y, [img, initial]);
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
      const scale = (total.get(key) ?? 1) > 1 ? 0.8 : 1;
      m.setPosition(p.x, p.y).setVisible(true).setDepth(before).setScale(scale);
      // Markers sharing a space shrink to fit it; their initials keep their size so they stay readable.
      m.getAt<Phaser.GameObjects.Text>(1).setScale(1 / scale);
    }
  }

  /** Slides a marker from the start of the track to `rp`, with a little hop. */
  async slide(seat: number, rp: number, nth: number, same: number): Promise<void> {
    const m = this.marker(seat);
    const p = this.slot(rp, nth, same);
    const first = this.spaces[0];
    m.setVisible(true).setPosition(first.x - first.w, first.y);
    await tweenTo(this.scene, m, { x: p.x, y: p.y }, 380 + rp * 14, { ease: 'Cubic.easeOut' });
    await tweenTo(this.scene, m, { scaleY: 1.15 }, 80, { ease: 'Quad.easeOut' });
    await tweenTo(this.scene, m, { scaleY: 1 }, 160, { ease: 'Bounce.easeOut' });
  }
}

import Phaser from 'phaser';
import { SCORE_CATEGORIES } from '../../shared/engine/trash-poker/types';
import { ACHIEVEMENTS_BY_ID } from '../../shared/engine/trash-poker/achievement-data';
import { ensureFace } from '../art/textures';
import { showcase } from '../objects/CardShowcase';
import { trashPokerCardText, trashPokerFace } from '../modes/faces';
import type { ModeId } from '../../shared/engine/types';
import type { JoinOptions, OddsPoint } from '../../shared/protocol/messages';
import { tweenTo } from '../anim/tween';
import { Button } from '../objects/Button';
import { drawOddsChart } from '../objects/OddsPanel';
import { modeInfo, TABLE_SCENES } from '../modes/registry';
import { forgetResults, keepResults } from '../net/lastResults';
import { TableConnection } from '../net/TableConnection';
import { openReplay } from '../replay/open';
import { speedFactor } from '../settings';
import { registerInfo } from '../testHook';
import { drawPanel } from '../ui/panel';
import { clearScene } from '../ui/clear';
import { COLORS, FONT, SERIF, seatCss, unitOf } from '../ui/theme';
import { Hud } from './Hud';
import type { ResultsData } from './TableScene';

const CATEGORY_LABELS: Record<string, string> = {
  places: 'Places in the rounds',
  handBonus: 'Five / Four of a Kind bonus',
  rpBonus: 'Rank-point bonus (track)',
  finalJoker: 'Final Joker (1st in the last round)',
  exhaustion: 'Drew the whole deck (66)',
  playEffects: 'Jokers when played',
  sixesDeck: '“6” majority in the deck',
  sixesTrash: '“6” majority in the Trash',
  aces: 'Aces in the deck (5 each)',
  pairs45: '4 + 5 pairs in the Trash',
  twos: '“2”s: foreign face ranks in Trash',
  jokers: 'Joker scoring texts',
  handsWon: 'Hands won',
  removals: 'House: cards removed',
};

function categoryLabel(key: string): string {
  const round = /^round(\d+)$/.exec(key);
  if (round) return `Round ${round[1]}`;
  return CATEGORY_LABELS[key] ?? key;
}

/** Options the room put in from the host's profile: a new table takes them from the profile again. */
const CARRIED_OVER = ['unlockedJokers', 'boxLid', 'achievementsDone'];

/**
 * A new table of the same mode with the same settings (seats, timer, bot pace, privacy, the
 * mode's options) and as many bots as this one had; the other seats are open for the humans.
 */
export function rematchOptions(d: Pick<ResultsData, 'table' | 'names' | 'bots'>): JoinOptions {
  const seats = d.table?.seats ?? d.names.length;
  const bots = Math.min(Math.max(0, seats - 1), d.bots.filter(Boolean).length || seats - 1);
  if (!d.table) return { seats, bots };
  const options = Object.fromEntries(Object.entries(d.table.options ?? {}).filter(([k]) => !CARRIED_OVER.includes(k)));
  return { seats, bots, turnTimer: d.table.turnTimer, botDelay: d.table.botDelay, private: d.table.private, options };
}

/** The chips rain between the felt and everything else, so the scores stay readable under it. */
const FELT_DEPTH = -2;
const CONFETTI_DEPTH = -1;

/**
 * The end of a game: the winner, the final scoring per category and player (counting up), what
 * was unlocked, and the way on: a rematch with the same settings, or back to the lobby.
 */
export class Results extends Phaser.Scene {
  private data_!: ResultsData;
  private busy = false;
  /** Scores still counting up (tests wait for them before a screenshot). */
  private counting = 0;

  private matchId: string | null = null;
  /** The odds chart's place (set by layout) and what it drew, redrawn when the odds change. */
  private chartBox = { x: 0, y: 0, w: 0, h: 0, u: 1 };
  private chart: Phaser.GameObjects.GameObject[] = [];
  /** The connection's odds last looked at (`update` compares it by reference). */
  private seenOdds: OddsPoint[] | undefined;

  constructor() {
    super('Results');
  }

  init(data: ResultsData) {
    this.data_ = data;
    this.busy = false;
    this.seenOdds = undefined;
    this.matchId = data.matchId ?? null;
    // A reload on the results shows them again, also once the table has closed; leaving them forgets them.
    keepResults(data);
  }

  create() {
    this.scene.bringToTop('Hud');
    this.layout();
    this.scale.on('resize', this.layout, this);
    // Leaving the results (to the lobby, or a rematch) forgets them: a reload no longer shows them.
    this.events.once('shutdown', () => {
      this.scale.off('resize', this.layout, this);
      forgetResults();
    });
    registerInfo(this, () => ({
      counting: this.counting > 0,
      earned: this.earned(),
      winners: this.data_.result.winners,
      standings: this.data_.result.standings.map((s) => ({ seat: s.seat, score: s.score, place: s.place })),
    }));
  }

  private layout() {
    this.tweens.killAll();
    this.counting = 0;
    clearScene(this);
    const d = this.data_;
    const { width: W, height: H } = this.scale;
    const u = unitOf(W, H);
    const m = 24 * u;
    this.add
      .image(W / 2, H / 2, 'felt')
      .setDisplaySize(W, H)
      .setDepth(FELT_DEPTH);
    const winners = d.result.winners;
    const houses = (Array.isArray(d.result.extra?.houses) ? d.result.extra!.houses : []) as {
      seat: number;
      place: number;
      score: number;
      breakdown: Record<string, number>;
    }[];
    const houseWon = d.result.extra?.houseWon === true;
    // Participants past the seats are Houses (Trash Poker's solo rules).
    const who = (s: number) =>
      s === d.seat
        ? 'You'
        : s >= d.names.length
          ? d.result.standings.filter((x) => x.seat >= d.names.length).length > 1
            ? `House ${s - d.names.length + 1}`
            : 'The House'
          : (d.names[s] ?? `Seat ${s + 1}`);
    const headline = houseWon
      ? 'The House wins. The house always wins!'
      : winners.length === 0
        ? 'Everyone lost. Proud of yourselves?'
        : winners.length === 1
          ? `${who(winners[0])} ${winners[0] === d.seat ? 'win' : 'wins'}!`
          : `${winners.map(who).join(' and ')} win!`;
    const title = this.add
      .text(W / 2, m + 30 * u, headline, {
        fontFamily: SERIF,
        fontStyle: 'bold',
        fontSize: `${Math.round(Math.min(48 * u, H * 0.075))}px`,
        color: COLORS.goldText,
      })
      .setOrigin(0.5)
      .setStroke('#3a2a00', 6 * u);
    title.setScale(0.5).setAlpha(0);
    void tweenTo(this, title, { scale: 1, alpha: 1 }, 500, { ease: 'Back.easeOut' });
    this.add
      .text(W / 2, title.y + title.height * 0.6 + 8 * u, `${modeInfo(d.mode).name} · final scoring`, {
        fontFamily: FONT,
        fontSize: `${Math.round(16 * u)}px`,
        color: COLORS.dim,
      })
      .setOrigin(0.5, 0);
    this.confetti(W, H, u);

    // The scoring table: a row per category, a column per player in standing order.
    // Houses (solo rules) are listed beside the players, in place order.
    const standings = [...d.result.standings, ...houses].sort((a, b) => a.place - b.place || a.seat - b.seat);
    const keys = this.categories(standings);
    const top = title.y + title.height + 40 * u;
    const earned = this.earned();
    const stripH = earned.jokers.length ? Math.min(200 * u, H * 0.26) : earned.lines.length ? 40 * u : 0;
    const bottomRoom = 90 * u + stripH;
    const rows = keys.length + 2;
    const rowH = Math.min(40 * u, (H - top - bottomRoom) / (rows + 0.5));
    const tableW = Math.min(W - 2 * m, 260 * u + standings.length * 170 * u);
    const labelW = Math.min(300 * u, tableW * 0.38);
    const colW = (tableW - labelW) / standings.length;
    const x0 = (W - tableW) / 2;
    const g = this.add.graphics();
    drawPanel(g, x0 - 10 * u, top - 10 * u, tableW + 20 * u, rowH * rows + 20 * u, u, { alpha: 0.85 });
    const fs = Math.round(rowH * 0.44);
    standings.forEach((st, i) => {
      const cx = x0 + labelW + colW * (i + 0.5);
      const win = winners.includes(st.seat) || (houseWon && st.seat >= d.names.length && st.place === 1);
      if (win) {
        g.fillStyle(COLORS.gold, 0.16);
        g.fillRoundedRect(cx - colW / 2 + 3 * u, top - 6 * u, colW - 6 * u, rowH * rows + 12 * u, 8 * u);
      }
      const name = `${st.place}. ${who(st.seat)}${d.bots[st.seat] && !who(st.seat).includes('(bot)') ? ' (bot)' : ''}`;
      void name;
      const t = this.add.text(cx, top + rowH / 2, name, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: seatCss(st.seat) }).setOrigin(0.5);
      if (t.width > colW - 8 * u) t.setScale((colW - 8 * u) / t.width);
    });
    keys.forEach((key, r) => {
      const y = top + rowH * (r + 1.5);
      if (r % 2 === 0) {
        g.fillStyle(0xffffff, 0.04);
        g.fillRect(x0, y - rowH / 2, tableW, rowH);
      }
      this.add.text(x0 + 6 * u, y, categoryLabel(key), { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.text }).setOrigin(0, 0.5);
      standings.forEach((st, i) => {
        const value = st.breakdown[key] ?? 0;
        const t = this.add
          .text(x0 + labelW + colW * (i + 0.5), y, value ? '0' : '–', { fontFamily: FONT, fontSize: `${fs}px`, color: value ? '#ffffff' : COLORS.muted })
          .setOrigin(0.5);
        if (value) this.countUp(t, value, 300 + r * 90);
      });
    });
    const ty = top + rowH * (keys.length + 1.5);
    g.lineStyle(2 * u, COLORS.gold, 0.8);
    g.lineBetween(x0, ty - rowH / 2, x0 + tableW, ty - rowH / 2);
    this.add
      .text(x0 + 6 * u, ty, 'Total', { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(fs * 1.15)}px`, color: COLORS.goldText })
      .setOrigin(0, 0.5);
    standings.forEach((st, i) => {
      const t = this.add
        .text(x0 + labelW + colW * (i + 0.5), ty, '0', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(fs * 1.2)}px`, color: COLORS.goldText })
        .setOrigin(0.5);
      this.countUp(t, st.score, 300 + keys.length * 90);
    });

    const by = H - m - 30 * u;
    // How the odds moved, small, in the bottom-left corner beside the buttons.
    this.chartBox = { x: m, y: by - 37 * u, w: Math.min(230 * u, W * 0.2), h: 62 * u, u };
    this.drawChart();
    if (stripH) this.drawEarned(earned, { x: m, y: by - 40 * u - stripH, w: W - 2 * m, h: stripH }, u);
    else if (d.mode === 'trash-poker' && d.seat !== null) {
      this.add
        .text(W / 2, by - 52 * u, 'Nothing unlocked this time: a final score of 90 or more ticks a box on your box lid and unlocks a joker.', {
          fontFamily: FONT,
          fontSize: `${Math.round(15 * u)}px`,
          color: COLORS.dim,
        })
        .setOrigin(0.5);
    }
    const bw = Math.min(220 * u, (W - 2 * m) / 3 - 12 * u);
    new Button(this, W / 2 - bw - 12 * u, by, {
      width: bw,
      height: 50 * u,
      label: 'Rematch',
      style: 'primary',
      key: 'results:rematch',
      onClick: () => void this.rematch(),
    });
    const matchId = this.matchId;
    if (matchId)
      new Button(this, W / 2, by, { width: bw, height: 50 * u, label: 'Watch the replay', key: 'results:replay', onClick: () => void this.replay(matchId) });
    new Button(this, W / 2 + bw + 12 * u, by, { width: bw, height: 50 * u, label: 'Back to lobby', key: 'results:lobby', onClick: () => void this.lobby() });
  }

  private drawChart() {
    for (const o of this.chart) o.destroy();
    const { u, ...box } = this.chartBox;
    this.chart = drawOddsChart(this, this.data_.odds ?? [], box, u);
  }

  /**
   * The after-game chart is worked out once the game has ended, so it usually arrives after this
   * screen: drawn (and kept for a reload) as soon as the connection has it.
   */
  override update() {
    const odds = TableConnection.current?.odds;
    if (odds === this.seenOdds) return;
    this.seenOdds = odds;
    if (!odds?.length || JSON.stringify(odds) === JSON.stringify(this.data_.odds)) return;
    this.data_.odds = odds;
    keepResults(this.data_);
    this.drawChart();
  }

  private categories(standings: { breakdown: Record<string, number> }[]): string[] {
    const seen = new Set<string>();
    for (const st of standings) for (const [k, v] of Object.entries(st.breakdown)) if (v) seen.add(k);
    const order: string[] = this.data_.mode === 'trash-poker' ? [...SCORE_CATEGORIES] : [];
    const keys = [...seen];
    keys.sort((a, b) => {
      const ia = order.indexOf(a);
      const ib = order.indexOf(b);
      if (ia >= 0 || ib >= 0) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
      return a.localeCompare(b, undefined, { numeric: true });
    });
    return keys.length ? keys : Object.keys(standings[0]?.breakdown ?? {});
  }

  /**
   * What this game earned, from the result's extras: jokers unlocked (shown as cards), box-lid
   * checkmarks and achievements (as a line). The player's own, or everyone's when watching.
   */
  private earned(): { jokers: { seat: number; id: string }[]; lines: string[] } {
    const d = this.data_;
    const raw = d.result.extra?.unlocks;
    const out = { jokers: [] as { seat: number; id: string }[], lines: [] as string[] };
    if (!Array.isArray(raw)) return out;
    const whose = (seat: number) => (d.seat === null ? ` (${d.names[seat] ?? `Seat ${seat + 1}`})` : '');
    for (const x of raw as { seat: number; kind: string; item: string; data?: Record<string, unknown> }[]) {
      if (d.seat !== null && x.seat !== d.seat) continue;
      if (x.kind === 'joker') out.jokers.push({ seat: x.seat, id: x.item });
      else if (x.kind === 'checkmark')
        out.lines.push(
          `Box lid: ✓ in the ${x.data?.row ?? x.item.split('-')[0]} row${x.data?.by === 'house' ? ' (for beating the House)' : ''}${whose(x.seat)}`,
        );
      else if (x.kind === 'achievement') out.lines.push(`Achievement: ${ACHIEVEMENTS_BY_ID[x.item]?.name ?? x.item}${whose(x.seat)}`);
    }
    return out;
  }

  private drawEarned(earned: { jokers: { seat: number; id: string }[]; lines: string[] }, r: { x: number; y: number; w: number; h: number }, u: number) {
    const d = this.data_;
    const c = this.add.container(0, 0);
    const head = earned.jokers.length
      ? `${d.seat === null ? 'Unlocked this game' : 'You unlocked'}${earned.lines.length ? ` · ${earned.lines.join(' · ')}` : ''}`
      : earned.lines.join(' · ');
    const t = this.add
      .text(r.x + r.w / 2, r.y, head, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(17 * u)}px`, color: '#d9b8ff' })
      .setOrigin(0.5, 0);
    if (t.width > r.w) t.setScale(r.w / t.width);
    c.add(t);
    if (!earned.jokers.length) return;
    const cards = earned.jokers.map(({ seat, id }) => {
      const spec = trashPokerFace(id);
      const text = trashPokerCardText(id);
      return {
        id,
        face: spec ? ensureFace(this.textures, spec) : null,
        title: text?.title ?? id,
        body: text?.body ?? '',
        note: d.seat === null ? d.names[seat] : undefined,
      };
    });
    showcase(this, c, { x: r.x + r.w * 0.15, y: r.y + t.displayHeight + 6 * u, w: r.w * 0.7, h: r.h - t.displayHeight - 6 * u }, cards, u, {
      images: true,
      textShare: 0.42,
      maxLines: 4,
    });
    // The new cards arrive with a little flourish.
    for (const img of c.list.filter((o): o is Phaser.GameObjects.Image => o instanceof Phaser.GameObjects.Image)) {
      const end = img.scaleX;
      img.setScale(end * 0.3).setAlpha(0);
      void tweenTo(this, img, { scaleX: end, scaleY: end, alpha: 1 }, 450, { ease: 'Back.easeOut', delay: 900 });
    }
  }

  private countUp(t: Phaser.GameObjects.Text, value: number, delay: number) {
    const f = speedFactor();
    if (f === 0) return void t.setText(String(value));
    this.counting++;
    this.tweens.addCounter({
      from: 0,
      to: value,
      delay: delay * f,
      duration: Math.min(1200, 300 + Math.abs(value) * 20) * f,
      ease: 'Cubic.easeOut',
      onUpdate: (tw) => t.setText(String(Math.round(tw.getValue() ?? value))),
      onComplete: () => {
        this.counting--;
        t.setText(String(value));
      },
      onStop: () => this.counting--,
    });
  }

  private confetti(W: number, H: number, u: number) {
    if (speedFactor() === 0) return;
    const colors = ['chip-red', 'chip-blue', 'chip-green', 'chip-black', 'chip-white'];
    for (let i = 0; i < 28; i++) {
      const chip = this.add
        .image(Phaser.Math.Between(0, W), -30 * u, colors[i % colors.length])
        .setDisplaySize(22 * u, 20 * u)
        .setAlpha(0.9)
        .setDepth(CONFETTI_DEPTH);
      this.tweens.add({
        targets: chip,
        y: H + 40 * u,
        x: chip.x + Phaser.Math.Between(-120, 120) * u,
        angle: Phaser.Math.Between(-360, 360),
        delay: Phaser.Math.Between(0, 1400),
        duration: Phaser.Math.Between(1800, 3200),
        ease: 'Quad.easeIn',
        onComplete: () => chip.destroy(),
      });
    }
  }

  private async rematch() {
    if (this.busy) return;
    this.busy = true;
    const d = this.data_;
    try {
      // Leave the finished table first (leaving forgets its saved seat; the new one is saved next).
      await TableConnection.current?.leave();
      const table = await TableConnection.create(d.mode as ModeId, rematchOptions(d));
      this.scene.start(TABLE_SCENES[table.mode]);
    } catch (error) {
      this.busy = false;
      Hud.of(this).toast(String((error as Error)?.message ?? error), 'error');
    }
  }

  private async replay(matchId: string) {
    if (this.busy) return;
    this.busy = true;
    await TableConnection.current?.leave();
    // Leaving the replay comes back here.
    await openReplay(this, matchId, { scene: 'Results', data: this.data_ });
  }

  private async lobby() {
    await TableConnection.current?.leave();
    this.scene.start('Lobby');
  }
}

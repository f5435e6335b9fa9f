/**
 * The box lid's match records, in the lobby's place until closed: the player's recent matches (mode,
 * date, place, score, opponents) each with its replay, and each mode's leaderboards (best scores
 * or wins, this week or all time) with the player's own position. Both come a page at a time from
 * the server's HTTP API; a replay file can be opened from here too.
 */
import Phaser from 'phaser';
import type { ModeId } from '../../shared/engine/types';
import { MODE_ORDER, modeInfo } from '../modes/registry';
import { ordinal } from '../modes/trash-poker/text';
import type { SceneStart } from '../net/TableSource';
import { Button } from '../objects/Button';
import { settings } from '../settings';
import { registerInfo } from '../testHook';
import { clearScene } from '../ui/clear';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF, minFont, unitOf } from '../ui/theme';
import { importReplay, openReplay } from './open';
import { count } from '../ui/words';

const PAGE_SIZE = 8;
/** Narrower than this (layout units), the panel lays a match on two lines. */
const NARROW = 700;

interface HistoryPage {
  total: number;
  matches: { matchId: string; mode: ModeId; playedAt: number; place: number; score: number; opponents: { name: string; bot: boolean }[] }[];
}

interface BoardPage {
  total: number;
  entries: { rank: number; name: string; value: number }[];
  me: { rank: number; value: number } | null;
}

type Tab = 'history' | 'leaderboard';
const KINDS = { score: 'Best score', wins: 'Wins' } as const;
const PERIODS = { week: 'This week', all: 'All time' } as const;

/** What the records show: a tab, its page, and for leaderboards which one. */
interface Query {
  tab: Tab;
  page: number;
  mode: ModeId;
  kind: keyof typeof KINDS;
  period: keyof typeof PERIODS;
}
const FIRST_QUERY: Query = { tab: 'history', page: 1, mode: 'trash-poker', kind: 'score', period: 'all' };

async function getJson<T>(path: string): Promise<T | { error: string }> {
  try {
    const res = await fetch(path, settings.token ? { headers: { Authorization: `Bearer ${settings.token}` } } : {});
    const body = await res.json();
    return res.ok ? (body as T) : { error: body.message ?? `The server answered ${res.status}.` };
  } catch {
    return { error: 'The server could not be reached.' };
  }
}

export class MatchRecords extends Phaser.Scene {
  private q: Query = { ...FIRST_QUERY };
  private data_: HistoryPage | BoardPage | { error: string } | null = null;
  private request = 0;

  constructor() {
    super('MatchRecords');
  }

  /** `query`: what to show again (coming back from a replay opened here); else the first page of the history. */
  create(data: { query?: Query }) {
    this.scene.bringToTop('Hud');
    this.scale.on('resize', this.draw, this);
    this.events.once('shutdown', () => this.scale.off('resize', this.draw, this));
    registerInfo(this, () => ({ ...this.q, data: this.data_ }));
    this.show({ ...(data?.query ?? FIRST_QUERY) });
  }

  /** Where a replay opened from here goes back to: these records, as they are now. */
  private get here(): SceneStart {
    return { scene: 'MatchRecords', data: { query: this.q } };
  }

  /** Changes what is shown, then asks the server for that page. */
  private show(change: Partial<Query>) {
    this.q = { ...this.q, ...change };
    this.data_ = null;
    this.draw();
    const request = ++this.request;
    const { tab, page, mode, kind, period } = this.q;
    const q = `page=${page}&limit=${PAGE_SIZE}`;
    const path = tab === 'history' ? `/api/history?${q}` : `/api/leaderboard/${mode}?${q}&kind=${kind}&period=${period}`;
    void getJson<HistoryPage | BoardPage>(path).then((data) => {
      if (request !== this.request || !this.sys.isActive()) return;
      this.data_ = data;
      this.draw();
    });
  }

  private draw() {
    const q = this.q;
    clearScene(this);
    const { width: W, height: H } = this.scale;
    const u = unitOf(W, H);
    this.add.image(W / 2, H / 2, 'felt').setDisplaySize(W, H);
    const pw = Math.min(W - 20 * u, 900 * u);
    // A narrow panel (a phone held upright) is taller instead: a match takes two lines.
    const narrow = pw < NARROW * u;
    const ph = Math.min(H - 20 * u, (narrow ? 1000 : 620) * u);
    const px = (W - pw) / 2;
    const py = (H - ph) / 2;
    drawPanel(this.add.graphics(), px, py, pw, ph, u, { alpha: 0.99, line: COLORS.gold, lineWidth: 2.5 * u });
    const fs = Math.max(minFont(11), Math.round(16 * u));
    const pad = 16 * u;
    this.add.text(px + pad, py + pad, 'Match records', { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(fs * 1.5)}px`, color: COLORS.goldText });
    const bh = 34 * u;
    new Button(this, px + pw - pad - 50 * u, py + pad + bh / 2, {
      width: 100 * u,
      height: bh,
      label: 'Close',
      style: 'ghost',
      key: 'records:close',
      onClick: () => this.scene.start('Lobby'),
    });
    new Button(this, px + pw - pad - 190 * u, py + pad + bh / 2, {
      width: 160 * u,
      height: bh,
      label: 'Open a replay file',
      style: 'ghost',
      key: 'records:import',
      fontSize: Math.round(fs * 0.85),
      onClick: () => importReplay(this, this.here),
    });
    // Tabs, then the leaderboard's choices, left to right, on as many lines as the panel needs.
    let y = py + pad + bh * 1.6;
    let x = px + pad;
    const breakLine = () => {
      x = px + pad;
      y += bh * 1.05;
    };
    const choice = (w: number, label: string, key: string, on: boolean, onClick: () => void) => {
      if (x > px + pad && x + w > px + pw - pad) breakLine();
      new Button(this, x + w / 2, y, { width: w, height: bh * 0.9, label, key, style: on ? 'primary' : 'ghost', fontSize: Math.round(fs * 0.85), onClick });
      x += w + 6 * u;
    };
    choice(150 * u, 'My matches', 'records:tab:history', q.tab === 'history', () => this.show({ tab: 'history', page: 1 }));
    choice(150 * u, 'Leaderboards', 'records:tab:leaderboard', q.tab === 'leaderboard', () => this.show({ tab: 'leaderboard', page: 1 }));
    if (q.tab === 'leaderboard') {
      breakLine();
      for (const m of MODE_ORDER) choice(140 * u, modeInfo(m).name, `records:mode:${m}`, q.mode === m, () => this.show({ mode: m, page: 1 }));
      x += 10 * u;
      for (const [k, label] of Object.entries(KINDS) as [keyof typeof KINDS, string][])
        choice(110 * u, label, `records:kind:${k}`, q.kind === k, () => this.show({ kind: k, page: 1 }));
      breakLine();
      for (const [p, label] of Object.entries(PERIODS) as [keyof typeof PERIODS, string][])
        choice(120 * u, label, `records:period:${p}`, q.period === p, () => this.show({ period: p, page: 1 }));
    }
    y += bh * 0.9;
    const rowH = Math.min((narrow ? 70 : 40) * u, (py + ph - pad - bh * 1.4 - y) / PAGE_SIZE);
    const text = (x: number, yy: number, s: string, color: string = COLORS.text, bold = false) =>
      this.add
        .text(x, yy, s, { fontFamily: FONT, fontStyle: bold ? 'bold' : '', fontSize: `${Math.round(Math.min(fs, rowH * 0.5))}px`, color })
        .setOrigin(0, 0.5);
    const data = this.data_;
    let total = 0;
    if (!data) text(px + pad, y + rowH / 2, 'Loading…', COLORS.dim);
    else if ('error' in data)
      text(px + pad, y + rowH / 2, settings.token ? data.error : 'Play a game first: your matches are kept with your profile.', COLORS.dim);
    else if (q.tab === 'history') {
      const h = data as HistoryPage;
      total = h.total;
      if (!h.matches.length) text(px + pad, y + rowH / 2, 'No finished matches yet.', COLORS.dim);
      h.matches.forEach((m, i) => {
        const yy = y + rowH * (i + 0.5);
        // Narrow: the match on the upper line, its opponents on the lower one.
        const line = narrow ? rowH * 0.25 : 0;
        text(px + pad, yy - line, new Date(m.playedAt).toLocaleDateString(), COLORS.dim);
        text(px + pad + 110 * u, yy - line, modeInfo(m.mode)?.name ?? m.mode, COLORS.text, true);
        text(px + pad + 250 * u, yy - line, `${ordinal(m.place)} · ${m.score}`, COLORS.goldText, true);
        const vsX = narrow ? 0 : 360 * u;
        const vs = text(px + pad + vsX, yy + line, `vs ${m.opponents.map((o) => (o.bot ? `${o.name} (bot)` : o.name)).join(', ') || 'the House'}`, COLORS.dim);
        const room = pw - 2 * pad - vsX - 120 * u;
        if (vs.width > room) vs.setScale(room / vs.width);
        new Button(this, px + pw - pad - 55 * u, yy, {
          width: 110 * u,
          height: Math.min(rowH * 0.8, bh),
          label: '▶ Replay',
          style: 'normal',
          key: `records:replay:${m.matchId}`,
          fontSize: Math.round(fs * 0.8),
          onClick: () => void openReplay(this, m.matchId, this.here),
        });
      });
    } else {
      const b = data as BoardPage;
      total = b.total;
      if (!b.entries.length) text(px + pad, y + rowH / 2, 'Nobody on this board yet.', COLORS.dim);
      b.entries.forEach((e, i) => {
        const yy = y + rowH * (i + 0.5);
        text(px + pad, yy, `#${e.rank}`, COLORS.goldText, true);
        text(px + pad + 70 * u, yy, e.name, COLORS.text, true);
        text(px + pad + 360 * u, yy, q.kind === 'wins' ? count(e.value, 'win') : count(e.value, 'point'), COLORS.goldText);
      });
      text(px + pad, py + ph - pad - bh / 2, b.me ? `You: #${b.me.rank} with ${b.me.value}` : 'You are not on this board yet.', COLORS.text, true);
    }
    // Pages.
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const yb = py + ph - pad - bh / 2;
    this.add.text(px + pw / 2 + 110 * u, yb, `Page ${q.page} of ${pages}`, { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.dim }).setOrigin(0.5);
    if (q.page > 1)
      new Button(this, px + pw / 2, yb, {
        width: 90 * u,
        height: bh,
        label: '◀ Prev',
        style: 'ghost',
        key: 'records:prev',
        onClick: () => this.show({ page: q.page - 1 }),
      });
    if (q.page < pages)
      new Button(this, px + pw / 2 + 220 * u, yb, {
        width: 90 * u,
        height: bh,
        label: 'Next ▶',
        style: 'ghost',
        key: 'records:next',
        onClick: () => this.show({ page: q.page + 1 }),
      });
  }
}

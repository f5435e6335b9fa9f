/**
 * A human-paced player: it plays a table at the animation speed the player has (Normal, unless
 * they chose another), waits until the banner asks it (its seat has a decision and the table is
 * not animating), looks for a moment (a seeded 400-900 ms pause), and then moves the mouse to the
 * thing it chose and clicks it (or taps it, on a touch screen).
 *
 * At every decision it checks what a person relies on: each legal move of the view is a target
 * that is on screen, enabled, and the top-most interactive object where a click on it lands; the
 * table draws exactly what the latest view says (`pictureMismatch` empty, and in Trash Poker the
 * pot drawn equal to the view's pot); nothing on the page logged a skipped animation. What goes
 * wrong is collected in `problems` (each kind once, with the page's trail) and the game goes on,
 * so that one run shows every failure; a test ends by expecting `problems` to be empty.
 */
import type { Page } from 'playwright-core';
import { MODE_IDS, type ModeId } from '../../shared/engine/types';
import { targetKeyOf } from '../../shared/protocol/targets';
import { DEADLINE_MS, infoOf, LIVE_WAIT_MS, POLL_MS, sceneOf, STALL_MS, trailOf, waitUntil, type HookTarget, type TableInfo } from './driver';
import { nextUint32, seedRng } from '../../shared/engine/rng';

/** Console output that means the table dropped or broke an animation instead of showing it. */
const ANIMATION_FAILURES = [/animation-skipped/, /took too long/, /Animation failed/];
/** How long a person looks before acting. */
const PAUSE_MS: [number, number] = [400, 900];
/** How long a click may take to show any effect (a server answer, a selection, an animation). */
const CLICK_EFFECT_MS = 15_000;
/** Clicks in a row without effect after which the player (and the test) gives up. */
const DEAD_CLICKS = 3;

/** A legal action of some mode's view, as far as mapping it to what is clicked needs. */
type Legal = { type: string; card?: string; [k: string]: unknown };
interface ViewLike {
  legal?: Legal[];
}

/**
 * The key of the target that carries a legal action (shared/protocol/targets.ts names them for
 * every mode). Poker+ plays a card in two clicks: the card, then where it goes; the second
 * click's targets are there only once the card is chosen (`selected`).
 */
export function legalTargetKey(mode: ModeId, a: Legal, selected: string | null): string {
  if (mode === 'poker-plus' && selected !== null && selected === a.card) {
    if (a.type === 'play') return `hand:${a.playfield}:${a.hand}`;
    if (a.type === 'discard') return 'btn:discard';
  }
  return targetKeyOf(mode, a) ?? `unknown action ${a.type}`;
}

/** A seeded generator (the engines' own): the same seed pauses and chooses alike. */
function seeded(seed: string): () => number {
  const rng = seedRng(seed);
  return () => nextUint32(rng) / 2 ** 32;
}

/**
 * Every target with what a click at its centre reaches, read in one turn of the page: a bot's
 * move cannot redraw the table between reading a target and testing it.
 */
const targetsAndHits = (page: Page) =>
  page.evaluate(() => {
    const tp = (window as any).__tp;
    return (tp?.targets?.() ?? []).map((t: HookTarget) => ({ ...t, top: tp.hitTest(t.x, t.y) as string | null }));
  }) as Promise<(HookTarget & { top: string | null })[]>;

/** What a player sees when it is asked to decide: the table's facts, its view's legal moves, the targets. */
export interface Decision {
  info: TableInfo;
  legal: Legal[];
  /** Enabled, live targets by key. */
  targets: Map<string, HookTarget>;
  /** The keys of the targets that carry the legal moves. */
  legalKeys: string[];
}

/** Chooses the key to click for a decision, or null to look again once the table has redrawn. */
export type Policy = (d: Decision, rnd: () => number) => string | null;

/** What a page reports about itself in one round trip. */
interface Look {
  scene: string | null;
  info: TableInfo;
  view: ViewLike | null;
  viewport: { width: number; height: number };
}

const lookAt = (page: Page) =>
  page.evaluate(() => {
    const tp = (window as any).__tp;
    return { scene: tp?.scene?.() ?? null, info: tp?.info?.() ?? {}, view: tp?.view?.() ?? null, viewport: { width: innerWidth, height: innerHeight } };
  }) as Promise<Look>;

const sortedPot = (pot: Record<string, string[]>) =>
  JSON.stringify(
    Object.entries(pot)
      .filter(([, ids]) => ids.length > 0)
      .map(([owner, ids]) => [owner, [...ids].sort()])
      .sort(),
  );

/** A seat at a table, played by a person. */
export class Human {
  /** Everything that went wrong, each kind once. */
  readonly problems: string[] = [];
  /** Counts for the report: decisions made, clicks, targets checked, pot comparisons. */
  readonly counts = { decisions: 0, clicks: 0, targetsChecked: 0, potChecks: 0, pictureChecks: 0 };
  private readonly seen = new Set<string>();
  private readonly rnd: () => number;
  private lastPicture = '';

  constructor(
    readonly page: Page,
    readonly who: string,
    readonly opts: { seed: string; touch?: boolean },
  ) {
    this.rnd = seeded(opts.seed);
    page.on('console', (m) => {
      const text = m.text();
      if (m.type() === 'error') this.fail(`console.error ${text.slice(0, 80)}`, `console.error: ${text}`);
      else if (ANIMATION_FAILURES.some((re) => re.test(text))) this.fail(`animation ${text.slice(0, 40)}`, `console ${m.type()}: ${text}`);
    });
    page.on('pageerror', (e) => this.fail(`exception ${e.message.slice(0, 80)}`, `exception: ${e.message}`));
    // A page that loads again by itself (a crash, a stray navigation) loses the player's place.
    page.on('load', () => console.log(`[e2e ${new Date().toISOString().slice(11, 19)}] ${who}: page loaded ${page.url()}`));
  }

  /** Records a problem once per `kind`, with the page's trail when it is still there. */
  fail(kind: string, detail: string, trail?: string[]): void {
    if (this.seen.has(kind)) return;
    this.seen.add(kind);
    const problem = `${this.who}: ${detail}${trail ? ` (last clicks and toasts: ${JSON.stringify(trail)})` : ''}`;
    this.problems.push(problem);
    // Said at once too: a long game that ends red shows when each problem first came up.
    console.warn(`[e2e ${new Date().toISOString().slice(11, 19)}] ${problem}`);
  }

  /** The animation speed the page plays at (the player's setting, else Normal). */
  speed(): Promise<string> {
    return this.page.evaluate(() => (window as any).__tp.speed());
  }

  /**
   * Plays the table `scene` through its decisions until `until` holds before a decision (returns
   * true) or the scene gives way to another (the results; returns false). `policy` chooses each
   * click. Fails only when the table stops moving on (see waitUntil) or after `deadlineMs`.
   */
  async play(
    scene: string,
    policy: Policy,
    opts: { until?: (i: TableInfo) => boolean; deadlineMs?: number; onDecision?: (d: Decision) => Promise<void> } = {},
  ) {
    const start = Date.now();
    const deadlineMs = opts.deadlineMs ?? DEADLINE_MS * 4;
    let dead = 0;
    for (;;) {
      const left = deadlineMs - (Date.now() - start);
      if (left <= 0) throw new Error(`${this.who}: ${scene} did not end within ${deadlineMs} ms (${this.counts.decisions} decisions)`);
      const info = await this.waitForDecision(scene, opts.until, left);
      if ((await sceneOf(this.page)) !== scene) return false;
      if (opts.until?.(info)) return true;
      // A person looks before acting; the table may move on meanwhile (bots, a timer): look again.
      await this.page.waitForTimeout(PAUSE_MS[0] + this.rnd() * (PAUSE_MS[1] - PAUSE_MS[0]));
      const d = await this.decision(scene);
      if (!d) continue;
      await opts.onDecision?.(d);
      const key = policy(d, this.rnd);
      if (!key) {
        await waitUntil(this.page, 'controls to appear', (i, s) => s !== scene || i.version !== d.info.version || i.busy === true, { stallMs: 3000 }).catch(
          () => undefined,
        );
        continue;
      }
      this.counts.decisions++;
      // A person whose clicks keep doing nothing gives up: so does the test, saying what it saw.
      dead = (await this.click(key, d)) ? 0 : dead + 1;
      if (dead >= DEAD_CLICKS) throw new Error(`${this.who}: ${dead} clicks in a row did nothing on ${scene}:\n${this.problems.join('\n')}`);
    }
  }

  /**
   * Waits until the banner asks this seat (a legal move, the table still), the scene changes or
   * `until` holds; on the way, every time the table comes to rest on a new drawing it compares the
   * picture with the view (among them, the end of each pot collection).
   */
  async waitForDecision(scene: string, until: ((i: TableInfo) => boolean) | undefined, deadlineMs: number): Promise<TableInfo> {
    return waitUntil(
      this.page,
      `${this.who}'s next decision on ${scene}`,
      (i, s) => {
        if (s !== scene) return true;
        if (!i.busy) {
          const moment = `${i.version}|${i.round}|${i.gamePhase ?? ''}|${i.step ?? ''}`;
          if (moment !== this.lastPicture) {
            this.lastPicture = moment;
            this.checkPicture(i);
          }
        }
        return (!i.busy && (i.legal ?? 0) > 0) || (until?.(i) ?? false);
      },
      { stallMs: STALL_MS, deadlineMs },
    );
  }

  /** The picture check of the contract: not busy, no mismatch, and (Trash Poker) the pot as the view says. */
  checkPicture(i: TableInfo): void {
    this.counts.pictureChecks++;
    const where = `round ${i.round} ${i.gamePhase ?? ''} ${i.step ?? ''}`;
    const mismatch = i.pictureMismatch as string[] | undefined;
    if (!Array.isArray(mismatch)) this.fail('no pictureMismatch', 'the table reports no pictureMismatch in its test info (contract: table)');
    // With the page's trail (fetched after the fact: this check runs inside a poll), to tell what led there.
    else if (mismatch.length > 0)
      void trailOf(this.page).then((trail) =>
        this.fail(`mismatch ${mismatch[0]}`, `${where}: the table draws what the view does not say: ${mismatch.join('; ')}`, trail),
      );
    if (i.mode !== 'trash-poker') return;
    const pot = i.pot as { drawn: Record<string, string[]>; view: Record<string, string[]> } | undefined;
    if (!pot) {
      this.fail('no pot', 'the table reports no pot {drawn, view} in its test info (contract: table)');
      return;
    }
    this.counts.potChecks++;
    if (sortedPot(pot.drawn) !== sortedPot(pot.view))
      this.fail(`pot ${i.round} ${i.gamePhase}`, `${where}: the pot drawn ${JSON.stringify(pot.drawn)} is not the view's pot ${JSON.stringify(pot.view)}`);
  }

  /**
   * The decision on screen, after checking that each legal move's target is on screen, enabled,
   * live and the top-most thing a click at its centre reaches; null when the table is busy again.
   */
  async decision(scene: string): Promise<Decision | null> {
    const start = Date.now();
    for (;;) {
      const l = await lookAt(this.page);
      if (l.scene !== scene || l.info.busy || !(l.info.legal ?? 0)) return null;
      const all = await targetsAndHits(this.page);
      const mode = String(l.info.mode ?? '');
      const known = (MODE_IDS as readonly string[]).includes(mode);
      const legal = l.view?.legal ?? [];
      const selected = (l.info.selected as string | null | undefined) ?? null;
      const legalKeys = known ? [...new Set(legal.map((a) => legalTargetKey(mode as ModeId, a, selected)))] : [];
      if (!known) this.fail(`mode ${mode}`, `no legal-target map for mode "${mode}"`);
      const byKey = new Map(all.map((t) => [t.key, t]));
      // A target made by this frame's redraw goes live two frames later: give it that long.
      if (legalKeys.some((k) => byKey.get(k) && !byKey.get(k)!.live) && Date.now() - start < LIVE_WAIT_MS) {
        await this.page.waitForTimeout(POLL_MS / 4);
        continue;
      }
      await this.checkTargets(l, legalKeys, byKey);
      const enabled = new Map(all.filter((t) => t.enabled && t.live).map((t) => [t.key, t]));
      return { info: l.info, legal, targets: enabled, legalKeys };
    }
  }

  private async checkTargets(l: Look, keys: string[], byKey: Map<string, HookTarget & { top: string | null }>): Promise<void> {
    const where = `round ${l.info.round} ${l.info.gamePhase ?? ''} step ${l.info.step ?? ''}`;
    for (const key of keys) {
      this.counts.targetsChecked++;
      const t = byKey.get(key);
      const kind = `${l.info.step}:${key.replace(/:[^:]*$/, '')}`;
      if (!t) {
        this.fail(`missing ${kind}`, `${where}: the legal move "${key}" has no visible target on screen`, await trailOf(this.page));
        continue;
      }
      if (!t.enabled) {
        this.fail(`disabled ${kind}`, `${where}: the legal move "${key}" is drawn disabled`, await trailOf(this.page));
        continue;
      }
      const { width, height } = l.viewport;
      if (t.x < 0 || t.y < 0 || t.x > width || t.y > height) {
        this.fail(`offscreen ${kind}`, `${where}: "${key}" is off screen at ${Math.round(t.x)},${Math.round(t.y)}`);
        continue;
      }
      const top = t.top;
      if (top !== key) this.fail(`covered ${kind}`, `${where}: a click on "${key}" at ${Math.round(t.x)},${Math.round(t.y)} reaches ${top ?? 'nothing'}`);
    }
  }

  /**
   * Moves to the target `key` of decision `d` and clicks (or taps) it, then waits for any effect.
   * Resolves whether the click had one.
   */
  async click(key: string, d: Decision): Promise<boolean> {
    const t = d.targets.get(key);
    if (!t) throw new Error(`${this.who}: the policy chose "${key}", which is not an enabled target`);
    if (this.opts.touch) await this.page.touchscreen.tap(t.x, t.y);
    else {
      await this.page.mouse.move(t.x, t.y, { steps: 4 });
      await this.page.mouse.click(t.x, t.y);
    }
    this.counts.clicks++;
    const before = d.info;
    const refusals = (i: TableInfo) => (i.refusals as string[] | undefined)?.length ?? 0;
    const changed = (i: TableInfo) =>
      i.busy === true || i.version !== before.version || (i.selected ?? null) !== (before.selected ?? null) || refusals(i) !== refusals(before);
    const scene = await sceneOf(this.page);
    try {
      await waitUntil(this.page, `the table to answer a click on ${key}`, (i, s) => s !== scene || changed(i), { stallMs: CLICK_EFFECT_MS });
      return true;
    } catch {
      const now = await infoOf(this.page);
      this.fail(
        `dead ${before.step}:${key.replace(/:[^:]*$/, '')}`,
        `a click on "${key}" did nothing (step ${now.step}, legal ${now.legal})`,
        await trailOf(this.page),
      );
      return false;
    }
  }
}

/** The first target among `keys` (legal ones, in this order of prefixes) a decision offers. */
function firstOf(d: Decision, prefixes: string[], rnd: () => number): string | null {
  for (const p of prefixes) {
    const options = d.legalKeys.filter((k) => k.startsWith(p) && d.targets.has(k));
    if (options.length) return options[Math.floor(rnd() * options.length)];
  }
  return null;
}

/**
 * Trash Poker like a cautious beginner: keeps the hand, plays the first 5 cards it can (hand
 * order), confirms whatever the banner offers to confirm, places a collected card on the discard
 * pile, carries out effects, shuffles when offered, otherwise takes a highlighted card at random.
 */
export const trashPokerPolicy: Policy = (d, rnd) => {
  const { info } = d;
  if (info.step === 'select' && (info.picked ?? 0) < 5) {
    const picked = new Set(info.pickedIds ?? []);
    const free = (info.pickOrder ?? []).find((id) => d.legalKeys.includes(`card:${id}`) && !picked.has(id) && d.targets.has(`card:${id}`));
    if (free) return `card:${free}`;
  }
  // An upgrade area lights up only once its card is chosen: take it before choosing another card.
  return firstOf(d, ['btn:confirm', 'btn:place:discard', 'btn:effect:yes', 'btn:shuffle:yes', 'area:', 'card:', 'btn:take-top', 'btn:raid:', 'btn:'], rnd);
};

/** Trash: takes the discard when it fits, else draws; places where it can, discards otherwise. */
export const trashPolicy: Policy = (d, rnd) => firstOf(d, ['spot:', 'btn:take-discard', 'btn:draw', 'btn:discard'], rnd);

/**
 * Poker+ like a person who would rather build hands than discard: chooses a card it has not
 * tried this step, plays it where it is highlighted, discards only when no card has anywhere to
 * go; declines a royal's action and the optional second card. Never clicks the chosen card again
 * (that only puts it back).
 */
export function pokerPlusPolicy(): Policy {
  let tried = new Set<string>();
  let step = '';
  return (d, rnd) => {
    const { info } = d;
    const here = `${info.round}|${info.turn}|${info.step}|${info.field}|${info.discarded}`;
    if (here !== step) {
      step = here;
      tried = new Set();
    }
    const selected = (info.selected as string | null) ?? null;
    const place = firstOf(d, ['hand:'], rnd);
    if (selected && place) return place;
    const fresh = d.legalKeys.find((k) => k.startsWith('card:') && k !== `card:${selected}` && !tried.has(k) && d.targets.has(k));
    if (fresh && info.step !== 'royal' && info.step !== 'bonus') {
      tried.add(fresh);
      return fresh;
    }
    return firstOf(d, ['btn:discard', 'btn:pass', 'btn:cancel', 'btn:'], rnd);
  };
}

/**
 * A table's win odds (the `odds` message), estimated in the worker pool from the public view
 * only. Live estimates run only while someone may see them (the room decides who); after the
 * game, the chart of every odds moment is completed by replaying the match's seed and action
 * log, each moment estimated with the seed a live estimate of it uses and reused where one was
 * made, so that live and after-game numbers agree.
 */
import { ODDS_MOMENTS } from '../../shared/bots/odds';
import type { GameEvent, GameMode, GameResult, SetupOptions } from '../../shared/engine/types';
import type { OddsPoint } from '../../shared/protocol/messages';
import type { MatchRecord } from '../store';
import { sharedBotPool } from '../bots/pool';

/** Where an estimate is made: the round (Trash: the hand) and the moves played so far. */
export type OddsAt = Omit<OddsPoint, 'odds'>;

/** A position worth an estimate: where it is, and its public view. */
export interface OddsMoment {
  at: OddsAt;
  view: unknown;
}

/** Whether an action's (or the start's) events make an odds moment. */
export function isOddsMoment(events: readonly GameEvent[]): boolean {
  return events.some((e) => ODDS_MOMENTS.has(e.kind));
}

/** Where a public view stands, `moves` actions into the game. */
export function oddsAt(publicView: unknown, moves: number): OddsAt {
  const v = publicView as { round?: unknown; hand?: unknown } | null;
  const round = v?.round ?? v?.hand;
  return { round: typeof round === 'number' ? round : null, moves };
}

/**
 * Every odds moment of a recorded match, in order, as the room met them live: the start (its
 * `game-started`), then each position an action's events make a moment, up to the end (whose
 * odds are certain). A generator, so that the replay runs a moment at a time between estimates
 * and never holds the event loop for a whole game.
 */
export function* oddsMoments(mode: GameMode, record: Pick<MatchRecord, 'seed' | 'seats' | 'options' | 'actions'>): Generator<OddsMoment> {
  let state = mode.setup({ players: record.seats.length, seed: record.seed, options: record.options.options });
  yield { at: oddsAt(mode.view(state, null), 0), view: mode.view(state, null) };
  for (const [i, { seat, action }] of record.actions.entries()) {
    const applied = mode.apply(state, seat, action);
    if (!applied.ok) throw new Error(`the log does not replay at action ${i}: ${applied.error}`);
    state = applied.state;
    if (mode.isOver(state)) return;
    if (!isOddsMoment(applied.events)) continue;
    const view = mode.view(state, null);
    yield { at: oddsAt(view, i + 1), view };
  }
}

/** The last point of a finished game's chart: its result, 1 / number of winners for each winner. */
export function resultOdds(result: GameResult, seats: number, at: OddsAt): OddsPoint {
  return { ...at, odds: Array.from({ length: seats }, (_, seat) => (result.winners.includes(seat) ? 1 / result.winners.length : 0)) };
}

/** Asks for one estimate: each seat's chance from a public view, with a seed that names the moment. */
export type Estimator = (publicView: unknown, seed: string) => Promise<number[]>;

/** The worker pool's estimates for a table of `mode` with `players` seats and the mode's `options`. */
export function poolEstimator(mode: GameMode, players: number, options: SetupOptions['options']): Estimator {
  const table: SetupOptions = { players, seed: 'odds', options };
  return async (view, seed) => (await sharedBotPool().odds(mode.id, view, table, seed)).odds;
}

/** Lets the event loop serve other rooms between two steps of a long job. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export class TableOdds {
  /** Every estimate asked for, by the moves it was made at (null: it failed). */
  private readonly estimates = new Map<number, Promise<OddsPoint | null>>();
  /** The estimates made so far, oldest first. */
  private readonly made: OddsPoint[] = [];
  /** A live estimate is under way: live ones run one at a time, so a table never floods the pool. */
  private busy = false;
  /** The latest moment that came while a live estimate was under way: it runs next. */
  private missed: OddsMoment | null = null;
  /** The moves at the latest odds moment, live. */
  private lastMoment = 0;
  private chart: OddsPoint[] | null = null;
  /** The game is over: live estimates are no longer told (the chart is what comes next). */
  private over = false;
  private closed = false;

  /**
   * @param seedPrefix names the match: each estimate's seed is `${seedPrefix}:${moves}`.
   * @param changed called when there is more to send: a live estimate, or the finished chart.
   */
  constructor(
    private readonly estimate: Estimator,
    private readonly seedPrefix: string,
    private readonly changed: () => void,
  ) {}

  /** The finished chart once there is one, else the estimates so far. */
  history(): OddsPoint[] {
    return this.chart ?? this.made;
  }

  /** Whether the after-game chart is complete (then everyone may see it). */
  get charted(): boolean {
    return this.chart !== null;
  }

  /** An odds moment was reached live: estimated now when someone may see it (`watched`). */
  moment(moment: OddsMoment, watched: boolean) {
    this.lastMoment = moment.at.moves;
    if (watched) this.live(moment);
  }

  /**
   * Someone started watching: unless the latest moment (or a later position) has an estimate,
   * the current position gets one, so that a newcomer is not left without odds until the next.
   */
  watched(current: OddsMoment) {
    if (this.over || this.missed) return;
    for (const moves of this.estimates.keys()) if (moves >= this.lastMoment) return;
    this.live(current);
  }

  private live(moment: OddsMoment) {
    if (this.closed) return;
    if (this.busy) return void (this.missed = moment);
    this.busy = true;
    void this.estimateAt(moment).then(() => {
      this.busy = false;
      if (this.closed || this.over) return;
      this.changed();
      const next = this.missed;
      this.missed = null;
      if (next) this.live(next);
    });
  }

  /** The estimate at `moment`, asked for once. */
  private estimateAt({ at, view }: OddsMoment): Promise<OddsPoint | null> {
    let estimate = this.estimates.get(at.moves);
    if (!estimate) {
      estimate = this.estimate(view, `${this.seedPrefix}:${at.moves}`).then(
        (odds) => {
          const point = { ...at, odds };
          this.made.push(point);
          this.made.sort((a, b) => a.moves - b.moves);
          return point;
        },
        (error) => {
          // A table closed meanwhile (its process shutting down, its workers with it) tells no one.
          if (!this.closed) console.error(`win odds at move ${at.moves} failed`, error);
          return null;
        },
      );
      this.estimates.set(at.moves, estimate);
    }
    return estimate;
  }

  /**
   * The game is over: the after-game chart, once. Each of `moments` (the match replayed, once it
   * can be read) is estimated one at a time unless a live estimate has it; the live estimates
   * made between moments (a newcomer's) join them, and the `end` closes the chart. `changed` is
   * called when it is complete.
   */
  async finish(moments: Promise<Iterable<OddsMoment>>, end: OddsPoint) {
    if (this.over || this.closed) return;
    this.over = true;
    for (const moment of await moments) {
      await this.estimateAt(moment);
      await nextTurn(); // estimates made live answer at once: the replay still goes a moment at a time
      if (this.closed) return;
    }
    // Live estimates still under way (a newcomer's, between moments) join the chart too.
    await Promise.all(this.estimates.values());
    if (this.closed) return;
    this.chart = [...this.made, end];
    this.changed();
  }

  /** The room is gone: nothing more is asked or told. */
  close() {
    this.closed = true;
  }
}

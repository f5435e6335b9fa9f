/**
 * What a tutorial's conditions can ask about a view, per mode: a flat record of facts computed
 * from the player's own view (never more than the player may see), and the targets a step points
 * at, as the keys of shared/protocol/targets.ts (the same keys the table registers for `__tp.targets()`).
 */
import { isJoker } from '../engine/trash-poker/cards';
import type { TrashPokerView } from '../engine/trash-poker/view';
import type { PokerPlusView } from '../engine/poker-plus/types';
import type { TrashView } from '../engine/trash/types';
import type { ModeId } from '../engine/types';
import { targetKeyOf } from '../protocol/targets';
import type { Fact } from './script';

/** A legal action as far as targets need it. */
type Legal = { type: string; card?: string; [k: string]: unknown };

interface ModeFacts {
  facts(view: unknown): Record<string, Fact>;
  /** The ranks a card shows, to pick legal actions by rank. */
  ranksOf(card: string): string[];
}

const types = (legal: readonly Legal[]): string[] => [...new Set(legal.map((a) => a.type))];

/** Trash Poker ids: `<owner>-<rank><suit>`, jokers `j..`/`u..`. */
function trashPokerRanks(card: string): string[] {
  if (isJoker(card)) return ['joker'];
  const m = /^\d+-(10|[2-9AJQK])/.exec(card);
  return m ? [m[1]] : [];
}

const trashPoker: ModeFacts = {
  facts(view) {
    const v = view as TrashPokerView;
    const me = v.seat === null ? null : v.seats[v.seat];
    const legal = v.legal as Legal[];
    return {
      phase: v.phase,
      round: v.round,
      lastRound: v.roundsLeft === 0,
      step: me?.step ?? 'idle',
      legal: types(legal),
      collectable: legal.filter((a) => a.type === 'collect').flatMap((a) => trashPokerRanks(a.card!)),
      revealed: me?.result != null,
      shuffleActive: me?.shuffleActive ?? false,
      over: v.phase === 'over',
    };
  },
  ranksOf: trashPokerRanks,
};

/** Poker+ ids: rank letter (T for 10, X for a joker), suit, deck. */
const pokerPlusRanks = (card: string): string[] => [card[0] === 'T' ? '10' : card[0] === 'X' ? 'joker' : card[0]];

const ROYAL_RANKS = ['A', 'J', 'Q', 'K', 'joker'];

const pokerPlus: ModeFacts = {
  facts(view) {
    const v = view as PokerPlusView;
    const legal = v.legal as Legal[];
    const mine = v.seat !== null && v.turn === v.seat && legal.length > 0;
    return {
      myTurn: mine,
      step: mine ? v.step : 'wait',
      royal: v.royal ?? 'none',
      legal: types(legal),
      round: v.round,
      roundsDone: v.history.length,
      handsBuilt: v.seat === null ? 0 : v.seats[v.seat].playfield.length,
      royalsInHand: (v.hand ?? []).flatMap(pokerPlusRanks).filter((r) => ROYAL_RANKS.includes(r)),
      over: v.over,
    };
  },
  ranksOf: pokerPlusRanks,
};

/** Trash ids: rank, suit, then the deck (`10H.2`). */
const trashRanks = (card: string): string[] => {
  const m = /^(10|[2-9AJQK])/.exec(card);
  return m ? [m[1]] : [];
};

const trash: ModeFacts = {
  facts(view) {
    const v = view as TrashView;
    const legal = v.legal as Legal[];
    const me = v.seat === null ? null : v.layouts.find((l) => l.seat === v.seat);
    return {
      myTurn: legal.length > 0,
      legal: types(legal),
      holding: v.held !== null && legal.length > 0,
      held: v.held && legal.length > 0 ? trashRanks(v.held.card) : [],
      hand: v.hand,
      handsPlayed: v.history.length,
      layoutSize: me?.size ?? 0,
      over: v.winner !== null,
    };
  },
  ranksOf: trashRanks,
};

const MODES: Record<ModeId, ModeFacts> = { 'trash-poker': trashPoker, 'poker-plus': pokerPlus, trash };

/** The facts a mode's tutorial conditions read from the player's view. */
export function factsOf(mode: ModeId, view: unknown): Record<string, Fact> {
  return MODES[mode].facts(view);
}

/**
 * The target keys a step's `target` names, in order: literal keys as they are, `legal:<type>`
 * and `legal:<type>:<ranks>` as the key of the first such legal action of the view.
 */
export function resolveTargets(mode: ModeId, view: unknown, target: readonly string[] | undefined): string[] {
  const m = MODES[mode];
  const legal = ((view as { legal?: Legal[] } | null)?.legal ?? []) as Legal[];
  const out: string[] = [];
  for (const spec of target ?? []) {
    if (!spec.startsWith('legal:')) {
      out.push(spec);
      continue;
    }
    const [, type, ranks] = spec.split(':');
    const wanted = ranks?.split(',');
    const action = legal.find((a) => a.type === type && (!wanted || (a.card !== undefined && m.ranksOf(a.card).some((r) => wanted.includes(r)))));
    const key = action ? targetKeyOf(mode, action) : null;
    if (key) out.push(key);
  }
  return out;
}

/** The action a target key stands for among the view's legal actions (for scripted players). */
export function actionAt(mode: ModeId, view: unknown, key: string): Legal | null {
  const legal = ((view as { legal?: Legal[] } | null)?.legal ?? []) as Legal[];
  return legal.find((a) => targetKeyOf(mode, a) === key) ?? null;
}

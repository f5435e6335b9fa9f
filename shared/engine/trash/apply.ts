/** `apply`: validation in a fixed order, then the action on a copy of the state. */
import type { ApplyResult, GameEvent } from '../types';
import { parseAction } from './actions';
import { afterAction } from './flow';
import { explainIllegal, isLegal, legalActions, perform } from './turn';
import type { TrashState } from './types';

function refuse(code: string, error: string): ApplyResult<TrashState> {
  return { ok: false, error, code };
}

/**
 * The deep copy `apply` works on, by hand: `structuredClone` was most of an action's cost, and
 * the search bots play thousands of actions per decision. Finished hands' records are shared:
 * they are only ever appended, never changed.
 */
function cloneState(s: TrashState): TrashState {
  return {
    ...s,
    rng: [...s.rng],
    held: s.held && { ...s.held },
    stock: [...s.stock],
    discard: [...s.discard],
    layouts: s.layouts.map((layout) => layout.map((spot) => ({ ...spot }))),
    handsWon: [...s.handsWon],
    history: [...s.history],
  };
}

/** Checks game over, seat, turn, form, then legality; the input state is never changed. */
export function applyAction(state: TrashState, seat: number, raw: unknown): ApplyResult<TrashState> {
  if (state.step === 'over') return refuse('game-over', 'The game is over.');
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= state.players)
    return refuse('no-such-seat', 'There is no such seat at this table.');
  if (seat !== state.turn) return refuse('not-your-turn', 'It is not your turn.');
  const parsed = parseAction(raw);
  if (!parsed.ok) return refuse(parsed.error.code, parsed.error.message);
  if (!isLegal(legalActions(state, seat), parsed.action)) {
    const why = explainIllegal(state, seat, parsed.action);
    return refuse(why.code, why.message);
  }
  const draft = cloneState(state);
  const events: GameEvent[] = [];
  afterAction(draft, seat, perform(draft, seat, parsed.action, events), events);
  return { ok: true, state: draft, events };
}

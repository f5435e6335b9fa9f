/**
 * Poker+: build poker hands in your playfield, card by card, as two d14 allow. The mode object
 * the registry lists as `modes['poker-plus']`.
 */
import type { ApplyResult, GameEvent, GameMode } from '../types';
import { parseAction } from './actions';
import { chooseAction } from './bot';
import { afterAction } from './flow';
import { checkAction, contextOf } from './legal';
import { gameResult } from './round-end';
import { POKER_PLUS_RULES } from './rules';
import { sample } from './sample';
import { setupPokerPlus } from './setup';
import { performAction } from './turn';
import type { PokerPlusAction, PokerPlusState, PokerPlusView } from './types';
import { eventsFor } from '../events';
import { legalActionsFor, privateViewFor, viewFor } from './view';

export type * from './types';
export { SCORING_TABLE, scoreHand } from './hands';
export { POKER_PLUS_RULES };

/**
 * The deep copy `apply` works on, by hand: `structuredClone` was most of an action's cost, and
 * the search bots play thousands of actions per decision. Finished rounds' records are shared:
 * a round's record is only ever appended, never changed.
 */
function cloneState(s: PokerPlusState): PokerPlusState {
  return {
    ...s,
    config: { ...s.config },
    rng: [...s.rng],
    selection: s.selection && (s.selection.kind === 'split' ? { ...s.selection, cards: [...s.selection.cards] } : { ...s.selection }),
    dice: { ...s.dice },
    players: s.players.map((p) => ({ hand: [...p.hand], drawPile: [...p.drawPile], playfield: p.playfield.map((h) => [...h]) })),
    reserve: [...s.reserve],
    stock: [...s.stock],
    discard: [...s.discard],
    history: [...s.history],
  };
}

function apply(state: PokerPlusState, seat: number, raw: unknown): ApplyResult<PokerPlusState> {
  if (state.over) return { ok: false, error: 'The game is over.', code: 'game-over' };
  if (seat !== state.turn) return { ok: false, error: 'It is not your turn.', code: 'not-your-turn' };
  const parsed = parseAction(raw);
  if (!parsed.ok) return { ok: false, error: parsed.error, code: 'bad-action' };
  const refusal = checkAction(contextOf(state), parsed.action);
  if (refusal) return { ok: false, error: refusal.error, code: refusal.code };
  const draft = cloneState(state);
  const events: GameEvent[] = [];
  afterAction(draft, performAction(draft, parsed.action, events), events);
  return { ok: true, state: draft, events };
}

export const pokerPlus: GameMode<PokerPlusState, PokerPlusAction> = {
  id: 'poker-plus',
  name: 'Poker+',
  description: 'Roll two d14 and build poker hands card by card; royals bend the rules. 2-8 players.',
  minPlayers: POKER_PLUS_RULES.minPlayers,
  maxPlayers: POKER_PLUS_RULES.maxPlayers,
  setup: setupPokerPlus,
  actors: (state) => (state.over ? [] : [state.turn]),
  legalActions: legalActionsFor,
  apply,
  view: viewFor,
  privateView: privateViewFor,
  viewEvents: eventsFor,
  isOver: (state) => state.over,
  result: gameResult,
  botAction: (state, seat) => chooseAction(viewFor(state, seat)),
  sample: (view, rng) => sample(view as PokerPlusView, rng),
  describeTable: (state) => {
    const n = state.config.rounds;
    return n === POKER_PLUS_RULES.defaultRounds ? '' : `${n} round${n === 1 ? '' : 's'}`;
  },
};

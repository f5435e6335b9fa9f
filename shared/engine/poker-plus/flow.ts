/**
 * The order of a Poker+ game in one place: "Roll the dice; Play cards; Draw back your hand". A
 * turn's closing action may open a follow-up step (an exact match's second card, a discarded
 * royal's action); then the hand is drawn back and the next seat with cards rolls. A round ends
 * when every joker is on a playfield or everyone is out of cards; the game after the last round.
 * What each action does is turn.ts's business; this file only decides what comes next.
 */
import type { GameEvent } from '../types';
import { isExactMatch, startTurn } from './dice';
import { contextOf, hasChoice } from './legal';
import { allJokersPlaced, endRound, everyoneOut } from './round-end';
import { ROYAL_POWERS, royalOf } from './royals';
import { dealRound } from './setup';
import { drawBack, nextSeatWithCards, type Closing } from './turn';
import type { PokerPlusState, RoundEnd, Step, TurnContext } from './types';

interface FollowUp {
  step: Exclude<Step, 'act'>;
  /** Whether the closing action opens this step. */
  opens: (state: PokerPlusState, closed: Closing) => boolean;
  /** Sets the step up, once `state.step` is set. */
  enter?: (state: PokerPlusState, closed: Closing) => void;
  /** Whether the mover gets to act in it; otherwise it is skipped with `skipped`. */
  offered: (ctx: TurnContext) => boolean;
  skipped: (state: PokerPlusState) => GameEvent;
}

/**
 * Whether the exact match's second card is offered, judged on public facts only: the mover holds
 * a card (the count is public) or a reserve card fits. Asking whether a hand card fits would tell
 * every opponent something about the hidden hand; the mover may always decline instead.
 */
function secondCardOffered(ctx: TurnContext): boolean {
  return ctx.hand.length > 0 || hasChoice(ctx);
}

const FOLLOW_UPS: readonly FollowUp[] = [
  {
    // "If you have a card which exactly matches the colour and number of a die, you may play that card and a second card."
    step: 'bonus',
    opens: (state, closed) => closed.played !== undefined && closed.via === 'act' && isExactMatch(state.dice, closed.played),
    offered: secondCardOffered,
    skipped: (state) => ({ kind: 'step-skipped', seat: state.turn, step: 'bonus', reason: 'no-second-card' }),
  },
  {
    // A discarded royal's action.
    step: 'royal',
    opens: (_, closed) => closed.discarded !== undefined && royalOf(closed.discarded) !== null,
    enter: (state, closed) => {
      state.royal = royalOf(closed.discarded!);
    },
    offered: hasChoice,
    skipped: (state) => ({ kind: 'royal-action', seat: state.turn, royal: state.royal, name: ROYAL_POWERS[state.royal!].name, action: 'none' }),
  },
];

/** Moves the game on after an action: a follow-up step, the next turn, the next round or the end. */
export function afterAction(state: PokerPlusState, closed: Closing | null, events: GameEvent[]): void {
  if (closed === null) return;
  if (allJokersPlaced(state)) return finishRound(state, 'jokers', events);
  const followUp = FOLLOW_UPS.find((f) => f.opens(state, closed));
  if (followUp) {
    state.step = followUp.step;
    followUp.enter?.(state, closed);
    if (followUp.offered(contextOf(state))) return;
    events.push(followUp.skipped(state));
  }
  drawBack(state, events);
  if (everyoneOut(state)) return finishRound(state, 'out-of-cards', events);
  startTurn(state, nextSeatWithCards(state), events);
}

function finishRound(state: PokerPlusState, endedBy: RoundEnd, events: GameEvent[]): void {
  state.step = 'act';
  state.royal = null;
  state.selection = null;
  endRound(state, endedBy, events);
  if (state.over) return;
  state.round += 1;
  dealRound(state, events);
}

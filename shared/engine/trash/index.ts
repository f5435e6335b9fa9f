/** Trash, the children's card game, as a `GameMode`. Rules as implemented: docs/rules/trash.md. */
import type { GameMode } from '../types';
import { applyAction } from './apply';
import { botAction } from './bot';
import { setup } from './setup';
import { legalActions } from './turn';
import { FULL_LAYOUT, MAX_PLAYERS, MIN_PLAYERS, type TrashAction, type TrashState, type TrashView } from './types';
import { result } from './result';
import { sample } from './sample';
import { privateView, view, viewEvents } from './view';

export const trash: GameMode<TrashState, TrashAction> = {
  id: 'trash',
  name: 'Trash',
  description: 'Fill your face-down layout from ace to 10 before anyone else; jacks are wild.',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  actors: (state) => (state.step === 'over' ? [] : [state.turn]),
  legalActions,
  apply: applyAction,
  view,
  privateView,
  viewEvents,
  isOver: (state) => state.step === 'over',
  result,
  botAction,
  sample: (view, rng) => sample(view as TrashView, rng),
  describeTable: (state) => (state.layoutSize === FULL_LAYOUT ? '' : `layout of ${state.layoutSize}`),
};

/** The typed view (the `GameMode` contract returns `unknown`), for clients. */
export { view as trashView } from './view';
export { chooseFromView } from './bot';
export { allCards, decksFor, parseCard, naturalSpot } from './cards';
export type * from './types';
export { FULL_LAYOUT, MAX_IDLE_RESHUFFLES } from './types';

/**
 * "Show all hands" on a finished match: the cards each seat held hidden from the others at a
 * position, read from the engine's full state (a replay of a finished match may show them all).
 * One reader per mode: what counts as hidden is each rulebook's.
 */
import type { PokerPlusState } from '../../shared/engine/poker-plus/types';
import type { TrashState } from '../../shared/engine/trash/types';
import type { TrashPokerState } from '../../shared/engine/trash-poker/types';
import type { ModeId } from '../../shared/engine/types';
import type { FaceSpec } from '../art/cards';
import { pokerPlusFace, trashFace, trashPokerFace } from '../modes/faces';

/** One seat's hidden cards, in groups ("hand", "played face down"...). */
export interface SeatHand {
  seat: number;
  groups: { label: string; cards: string[] }[];
}

const HIDDEN_CARDS: Record<ModeId, (state: never, players: number) => SeatHand[]> = {
  'trash-poker': (s: TrashPokerState, players) =>
    s.seats.slice(0, players).map((p, seat) => ({
      seat,
      groups: [
        { label: 'hand', cards: [...p.hand] },
        // The five played this round, which only their owner's view names.
        ...(p.played.length ? [{ label: 'played', cards: [...p.played] }] : []),
      ],
    })),
  'poker-plus': (s: PokerPlusState) => s.players.map((p, seat) => ({ seat, groups: [{ label: 'hand', cards: [...p.hand] }] })),
  // Nobody may look at a face-down card in Trash, not even its owner: the layout's hidden cards.
  trash: (s: TrashState) =>
    s.layouts.map((layout, seat) => ({
      seat,
      groups: [{ label: 'face down', cards: layout.flatMap((spot) => (spot.faceUp || !spot.card ? [] : [spot.card])) }],
    })),
};

/** Every seat's hidden cards in `state` (an engine state of `mode`). */
export function hiddenHands(mode: ModeId, state: unknown, players: number): SeatHand[] {
  return HIDDEN_CARDS[mode](state as never, players);
}

/** The face a card id of `mode` shows. */
export const FACES: Record<ModeId, (id: string) => FaceSpec | null> = {
  'trash-poker': trashPokerFace,
  'poker-plus': pokerPlusFace,
  trash: trashFace,
};

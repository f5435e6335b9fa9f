/**
 * Which controls are live for the viewer, from the view's legal moves (the engine's, never
 * guessed): the cards, upgrade areas and draw piles they may touch, and the banner's buttons.
 */
import type { TrashPokerAction, UpgradeArea } from '../../../shared/engine/trash-poker/types';
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';
import { trashPokerTarget } from '../../../shared/protocol/targets';
import type { ButtonStyle } from '../../objects/Button';
import type { CardState } from '../../objects/CardSprite';
import { withoutBotSuffix } from '../naming';
import { count } from '../../ui/words';

/** A banner button: its test key, label, the move it plays and its look. */
export interface ButtonSpec {
  key: string;
  label: string;
  action: TrashPokerAction;
  style: ButtonStyle;
  hint?: string;
}

/** What the viewer may do now, by the thing they would touch. */
export interface Controls {
  card: Map<string, TrashPokerAction>;
  areas: Map<UpgradeArea, TrashPokerAction>;
  raid: Map<number, TrashPokerAction>;
  takeTop: TrashPokerAction | null;
  buttons: ButtonSpec[];
}

/** A banner button for `action`, under the action's target key. */
const button = (action: TrashPokerAction, label: string, style: ButtonStyle, hint?: string): ButtonSpec => ({
  key: trashPokerTarget(action),
  label,
  action,
  style,
  ...(hint ? { hint } : {}),
});

/** The viewer's live controls; `names` gives a seat's plain name (for "Reveal Ann’s"). */
export function controlsOf(v: TrashPokerView, names: (seat: number) => string): Controls {
  const c: Controls = { card: new Map(), areas: new Map(), raid: new Map(), takeTop: null, buttons: [] };
  if (v.seat === null) return c;
  const me = v.seats[v.seat];
  const step = me.step;
  const picked = me.picked ?? [];
  for (const a of v.legal) {
    // An action on a card is played by touching that card.
    if ('card' in a) {
      c.card.set(a.card, a);
      continue;
    }
    switch (a.type) {
      case 'upgrade':
        c.areas.set(a.area, a);
        break;
      case 'raid':
        c.raid.set(a.target, a);
        c.buttons.push(button(a, `Reveal ${withoutBotSuffix(names(a.target))}’s`, 'normal'));
        break;
      case 'take-top':
        c.takeTop = a;
        c.buttons.push(button(a, step === 'upgrade' ? 'Use my draw pile’s top card' : 'Trash my draw pile’s top card', 'normal'));
        break;
      case 'place':
        c.buttons.push(button(a, a.to === 'discard' ? 'On my discard pile' : 'Into my Trash', a.to === 'trash' ? 'danger' : 'normal'));
        break;
      case 'effect':
        c.buttons.push(button(a, a.use ? 'Carry out the effect' : 'Skip the effect', a.use ? 'primary' : 'normal'));
        break;
      case 'shuffle':
        c.buttons.push(
          button(a, a.use ? 'Shuffle my deck' : step === 'final-shuffle' ? 'Don’t shuffle' : 'Keep the tile for later', a.use ? 'primary' : 'normal'),
        );
        break;
      case 'confirm': {
        const n = picked.length;
        const labels: Record<string, string> = {
          redraw: n ? `Redraw ${count(n, 'card')}` : 'Keep my hand',
          threes: n ? `Redraw ${n} with my 3s` : 'Skip',
          select: 'Play these 5',
          'pot-trash': n ? `Trash ${n}, discard the rest` : 'Discard my whole pot',
          'cleanup-trash': n ? `Trash ${count(n, 'card')}` : 'Trash nothing',
          trash: n ? `Trash ${count(n, 'card')}` : 'Done trashing',
          upgrade: 'Stop upgrading',
        };
        c.buttons.unshift(button(a, labels[step] ?? 'Confirm', 'primary', 'Enter'));
        break;
      }
    }
  }
  return c;
}

/** How a card the viewer may touch is highlighted: picked (raised) or legal; else plain. */
export function cardState(c: Controls, picked: ReadonlySet<string>, id: string): CardState {
  if (picked.has(id)) return 'picked';
  const a = c.card.get(id);
  if (a) return a.type === 'unpick' ? 'picked' : 'legal';
  return 'plain';
}

/**
 * Trash Poker's table as pure functions of the view: the round label, each seat's result line,
 * what the centre shows (your discard pile to pick from, a collected card, or the pots), the
 * large choice of jokers, and the order of a Trash pile. No Phaser: the scene draws these.
 */
import { cardInfo } from '../../../shared/engine/trash-poker/cards';
import type { SeatView, TrashPokerView } from '../../../shared/engine/trash-poker/view';
import { withoutBotSuffix } from '../naming';
import { HAND_NAMES, label, ordinal, roundsLeftWords } from './text';

type V = TrashPokerView;

/** A choice between jokers laid out large: its title and explanation, the cards, who chooses. */
export interface JokerChoice {
  title: string;
  sub: string;
  cards: string[];
  chooser: number | null;
}

/** The top bar's round text. */
export function roundLabel(v: V | null): string {
  if (!v) return '';
  if (v.phase === 'over') return 'Final scoring';
  if (v.round === 0) return 'Setup';
  return `Round ${v.round} of ${v.round + v.roundsLeft} · ${roundsLeftWords(v.roundsLeft)}${v.roundsLeft === 0 ? ' (Final Joker)' : ''}`;
}

/**
 * A seat's line under its panel: its scored hand and place, or what it is doing now. Longest
 * first, then shorter forms of the same (without the cards, then without the RP, then the place
 * and chips alone) for a panel too narrow to show it at a readable size.
 */
export function resultLine(v: V, s: SeatView, lastPlayed: ReadonlyMap<number, string[]>): string[] {
  const r = s.result;
  const played = lastPlayed.get(s.seat);
  if (r) {
    const placed = `${ordinal(r.place)}${r.chips ? ` · +${r.chips}` : ''}`;
    const name = HAND_NAMES[r.handRank];
    const forms = [`${name} · ${r.rp} RP · ${placed}`, `${name} · ${placed}`, placed];
    return played ? [`${name} (${played.map(label).join(' ')}) · ${r.rp} RP · ${placed}`, ...forms] : forms;
  }
  return [doingLine(v, s)];
}

function doingLine(v: V, s: SeatView): string {
  if (v.phase === 'draw') {
    if (s.step === 'idle' && s.playedCount > 0) return 'Ready';
    if (s.step === 'select') return 'Choosing 5 cards…';
    if (s.step === 'redraw' || s.step === 'threes') return 'Redrawing…';
    if (s.step === 'final-shuffle') return 'Deciding to shuffle…';
  }
  if (v.phase === 'choose-joker') return s.step === 'idle' ? 'Joker chosen' : 'Choosing a joker…';
  return '';
}

/** How many face-down played cards another seat shows. */
export function othersPlayedShown(v: V, s: SeatView): number {
  return v.phase === 'draw' && s.playedCount > 0 ? s.playedCount : 0;
}

/** What the centre shows: the cards you pick from (tray), or the pot. */
export function trayOf(v: V, names: (seat: number) => string): { title: string; cards: string[]; info?: boolean } | null {
  if (v.seat === null) return v.draft ? { title: 'Joker draft', cards: v.draft.revealed } : null;
  const me = v.seats[v.seat];
  const effect = v.collect?.effects[0];
  switch (me.step) {
    case 'choose-joker':
      return { title: 'Your two jokers: keep one (it goes face up on your discard pile)', cards: me.offer ?? [] };
    case 'draft':
      return { title: 'Joker draft: remove one (it goes back in the box)', cards: v.draft?.revealed ?? [] };
    case 'upgrade':
      return { title: 'Your discard pile: pick the card to upgrade with', cards: me.discard };
    case 'trash':
      return { title: 'Your discard pile: pick the cards to trash', cards: me.discard };
    case 'cleanup-trash':
      return { title: 'Your discard pile: pick the card(s) to trash', cards: me.discard };
    case 'raid':
      return effect && effect.kind === 'raid' && effect.revealed ? { title: 'Revealed card', cards: [effect.revealed], info: true } : null;
    case 'place-collected':
    case 'confirm-effect':
      return effect && 'card' in effect ? { title: 'The card you collected', cards: [effect.card], info: true } : null;
    default:
      if (v.phase === 'draft' && v.draft) return { title: `Joker draft: ${names(v.draft.turn)} removes one`, cards: v.draft.revealed };
      return null;
  }
}

/** A row of cards the centre shows under a title: the tray, the round's jokers, or a seat's pot. */
export interface CenterGroup {
  kind: 'tray' | 'jokers' | 'pot';
  title: string;
  /** The pot's owner; null for the tray and the jokers. */
  seat: number | null;
  cards: string[];
}

/**
 * What the centre shows, left to right: the tray (`trayOf`) or else the round's jokers, then every
 * pot. The pots stay beside the tray (your discard pile at cleanup, the card you collected...):
 * the bets left in them are on the table whatever you pick from. A card the tray already shows is
 * drawn once, there.
 */
export function centerGroups(v: V, tray: ReturnType<typeof trayOf>, names: (seat: number) => string): CenterGroup[] {
  const groups: CenterGroup[] = [];
  if (tray) groups.push({ kind: 'tray', title: tray.title, seat: null, cards: tray.cards });
  else if (v.middle.length) groups.push({ kind: 'jokers', title: 'Jokers', seat: null, cards: v.middle });
  const inTray = new Set(tray?.cards ?? []);
  for (const { seat, pot } of [...v.seats, ...(v.solo?.houses ?? [])]) {
    const cards = pot.filter((id) => !inTray.has(id));
    // The title is in the seat's colour, under a header that already says BOT: "Cleo’s pot" is enough.
    if (cards.length) groups.push({ kind: 'pot', title: seat === v.seat ? 'Your pot' : `${withoutBotSuffix(names(seat))}’s pot`, seat, cards });
  }
  return groups;
}

/**
 * A choice between jokers (the starting joker, the draft, personal jokers, an unlock), which
 * deserves the room to read every card: null when there is none to show.
 */
export function choiceOf(v: V, names: (seat: number) => string): JokerChoice | null {
  const me = v.seat !== null ? v.seats[v.seat] : null;
  const who = (seat: number | null) => (seat === null ? 'Someone' : seat === v.seat ? 'You' : names(seat));
  if (v.phase === 'unlock' && v.unlock && v.unlock.offer.length) {
    const head = v.unlock.queue[0] ?? null;
    const chooser = head?.seat ?? null;
    const mine = chooser !== null && chooser === v.seat;
    const why = head?.reason === 'house' ? 'beat the House' : 'scored 90 or more: a checkmark on the box lid';
    return {
      title: mine ? 'Unlock a joker: keep 1 of these 3' : `${who(chooser)} unlocks a joker: keeps 1 of these 3`,
      sub: `${mine ? 'You' : who(chooser)} ${why}. The joker kept joins every game ${mine ? 'you host' : 'they host'} from now on; the other two go back.`,
      cards: v.unlock.offer,
      chooser,
    };
  }
  if (me?.step === 'choose-joker' && me.offer?.length) {
    return {
      title: 'Your starting joker: keep 1 of 2',
      sub: 'The one you keep goes face up on your discard pile, to be shuffled into your deck; the other goes back in the box.',
      cards: me.offer,
      chooser: v.seat,
    };
  }
  if (v.phase === 'draft' && v.draft && v.draft.revealed.length) {
    const personal = v.variants.personalJokers;
    const mine = v.draft.turn === v.seat;
    const verb = personal ? 'takes 1 as a personal joker' : 'removes 1 from the game';
    return {
      title: mine ? `Joker draft: ${personal ? 'take 1 as your personal joker' : 'remove 1 from the game'}` : `Joker draft: ${who(v.draft.turn)} ${verb}`,
      sub: `Jokers are drafted in turn until ${v.draft.keep} remain; those play this game.${personal ? ' Personal jokers can be shuffled into their owner’s deck later.' : ''}`,
      cards: v.draft.revealed,
      chooser: v.draft.turn,
    };
  }
  if (me?.step === 'personal-joker' && v.seat !== null && v.personal[v.seat]?.length) {
    return {
      title: 'Your personal jokers: shuffle 1 into your deck, or none',
      sub: 'Pick one and confirm, or confirm with none picked to keep them all aside.',
      cards: v.personal[v.seat],
      chooser: v.seat,
    };
  }
  return null;
}

/** A Trash pile in rank order, jokers last (for its window). */
export function sortTrash(cards: readonly string[]): string[] {
  const order = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const key = (id: string) => {
    const info = cardInfo(id);
    if (info.joker) return 100 + info.joker.number;
    return order.indexOf(info.ranks[0]);
  };
  return cards.slice().sort((a, b) => key(a) - key(b));
}

/**
 * Words for Trash Poker: hand names, the live hand preview, what the banner asks of you in each
 * step, and the game log's narration of events.
 */
import { ACHIEVEMENTS_BY_ID } from '../../../shared/engine/trash-poker/achievement-data';
import { cardLabel } from '../../../shared/engine/trash-poker/cards';
import type { HandEvaluation, HandRank } from '../../../shared/engine/trash-poker/hand';
import { FLUSH_RP } from '../../../shared/engine/trash-poker/hand';
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';
import type { GameEvent } from '../../../shared/engine/types';
import type { LogLine } from '../../objects/GameLog';
import { seatCss } from '../../ui/theme';
import { personalityWithLines } from './houseFacts';
import type { UpgradeArea } from '../../../shared/engine/trash-poker/types';
import { count } from '../../ui/words';

/** What a round's number is followed by: how many rounds come after it, or that it is the last. */
export function roundsLeftWords(roundsLeft: number): string {
  return roundsLeft === 0 ? 'last round' : `${roundsLeft} left after this`;
}

/**
 * The tableau's upgrade areas as the table names them: short on the tableau, long in texts, tiny
 * on another seat's narrow tableau on a small phone (see tableauCells.ts).
 */
export const AREA_LABELS: Record<UpgradeArea, { tiny: string; short: string; long: string }> = {
  heartsDiamonds: { tiny: '♥♦', short: '♥=♦', long: '♥ = ♦ flush' },
  spadesClubs: { tiny: '♠♣', short: '♠=♣', long: '♠ = ♣ flush' },
  drawMore: { tiny: 'Dr', short: 'Draw', long: 'Draw +1' },
  trashMore: { tiny: 'Tr', short: 'Trash', long: 'Trash +1' },
  fiveFour: { tiny: '5K', short: '5K/4K', long: '5 / 4 of a kind +2' },
  fullHouseStraight: { tiny: 'FH', short: 'FH/St', long: 'Full House +2 Straight +3' },
  lower: { tiny: 'Lo', short: 'Low', long: '3K 2P Pair High +2' },
};

export const HAND_NAMES: Record<HandRank, string> = {
  'five-of-a-kind': 'Five of a Kind',
  'four-of-a-kind': 'Four of a Kind',
  'full-house': 'Full House',
  straight: 'Straight',
  'three-of-a-kind': 'Three of a Kind',
  'two-pair': 'Two Pair',
  pair: 'Pair',
  'high-card': 'High Card',
};

export function label(card: string | null | undefined): string {
  if (!card) return 'a card';
  try {
    return cardLabel(card);
  } catch {
    return card;
  }
}

/** "Full House 7 + upgrades 2 + flush 4 = 13 RP". */
export function rpSentence(e: { rank?: HandRank; handRank?: HandRank; baseRP: number; bonusRP: number; flush: boolean; rp: number }): string {
  const rank = (e.rank ?? e.handRank)!;
  // "Pair · 2 RP", never "Pair 2 = 2 RP" (which reads like a pair of 2s).
  if (!e.bonusRP && !e.flush) return `${HAND_NAMES[rank]} · ${e.rp} RP`;
  const parts = [`${HAND_NAMES[rank]} (${e.baseRP} RP)`];
  if (e.bonusRP) parts.push(`upgrades ${e.bonusRP}`);
  if (e.flush) parts.push(`flush ${FLUSH_RP}`);
  return `${parts.join(' + ')} = ${e.rp} RP`;
}

export function previewSentence(ev: HandEvaluation): string {
  return rpSentence(ev);
}

const ORD = ['1st', '2nd', '3rd', '4th'];
export const ordinal = (place: number) => ORD[place - 1] ?? `${place}th`;

/** What the banner asks this seat to do now. */
export function stepMessage(v: TrashPokerView, names: (seat: number) => string): { title: string; text: string } {
  const me = v.seat;
  const phaseTitle: Record<string, string> = {
    draft: 'Setup · drafting jokers',
    'choose-joker': 'Setup · choose your joker',
    draw: `Round ${v.round} · 1. Drawing cards`,
    collect: `Round ${v.round} · 3. Collecting the pot`,
    cleanup: `Round ${v.round} · 4. Cleaning up`,
    unlock: 'Final scoring · unlocking jokers',
    over: 'Game over',
  };
  const title = phaseTitle[v.phase] ?? v.phase;
  const waitingFor = () => {
    const who = v.actors.filter((s) => s !== me).map(names);
    if (who.length === 0) return 'Waiting…';
    return `Waiting for ${who.join(', ')}…`;
  };
  if (me === null) {
    if (v.phase === 'over') return { title, text: 'The game is over.' };
    if (v.phase === 'collect' && v.collect?.collector != null) return { title, text: `${names(v.collect.collector)} is collecting from the pot.` };
    return { title, text: waitingFor() };
  }
  const p = v.seats[me];
  const picked = p.picked?.length ?? 0;
  const effect = v.collect?.effects[0];
  switch (p.step) {
    case 'draft':
      return {
        title,
        text: v.variants.personalJokers
          ? 'Take one joker from the draft: it becomes your personal joker.'
          : 'Remove one joker from the draft: it goes back in the box.',
      };
    case 'choose-joker':
      return { title, text: 'Keep one of your two jokers: it goes face up on your discard pile.' };
    case 'choose-unlock':
      return { title, text: 'Tap the joker you want to unlock (or press 1, 2 or 3).' };
    case 'final-shuffle':
      return { title: `Round ${v.round} · Final Joker`, text: 'Last round: you may shuffle your deck before drawing.' };
    case 'redraw': {
      const max = 5 + (v.seats[me].upgrades.drawMore ?? 0);
      return { title, text: `B) Redraw: pick up to ${count(max, 'card')} to discard and draw again (${picked} picked), or keep your hand.` };
    }
    case 'threes':
      return { title, text: `C) Your "3"s let you redraw again: pick the cards to swap (${picked} picked), or skip.` };
    case 'select':
      return { title, text: `D) Pick the 5 cards to play (${picked}/5). The cards you keep in hand become your bet in the pot.` };
    case 'collect':
      return { title, text: 'Your turn: take 1 card from another player’s pot or a joker from the middle.' };
    case 'place-collected':
      return { title, text: `Final Joker: put ${label(effect && 'card' in effect ? effect.card : null)} on your discard pile or straight into your Trash.` };
    case 'confirm-effect':
      return { title, text: `Final Joker: carry out the “collect” effect of ${label(effect && 'card' in effect ? effect.card : null)}?` };
    case 'raid': {
      const e = effect as { revealed: string | null; left: number } | undefined;
      if (e?.revealed) return { title, text: `You revealed ${label(e.revealed)}: put it in your Trash or on your discard pile.` };
      return { title, text: `“7” effect: reveal the top card of another player’s draw pile${e && e.left > 1 ? ` (${e.left} left)` : ''}.` };
    }
    case 'upgrade': {
      const e = effect as { left: number; min: number; source: string | null } | undefined;
      if (e?.source)
        return { title, text: `Now tap an area of your tableau to slide ${e.source === 'top' ? 'the top card of your draw pile' : label(e.source)} under it.` };
      return { title, text: `Upgrade${e && e.left > 1 ? ` (up to ${e.left})` : ''}: pick a card from your discard pile or take the top of your draw pile.` };
    }
    case 'trash': {
      const e = effect as { left: number } | undefined;
      return { title, text: `Trash up to ${e?.left ?? 0} more: pick cards from your discard pile or trash the top of your draw pile (${picked} picked).` };
    }
    case 'pot-trash':
      return {
        title: `Round ${v.round} · 3. iii) Your pot`,
        text: `Pick the pot cards to trash${v.variants.trashTwoFromPot ? ' (at most 2: this table plays the “Trash only 2 from the pot” variant)' : ''}; the rest go on your discard pile.`,
      };
    case 'cleanup-trash': {
      const max = 1 + (v.seats[me].upgrades.trashMore ?? 0);
      return { title, text: `Trash up to ${count(max, 'card')} from your discard pile (${picked} picked).` };
    }
    case 'cleanup-shuffle':
      return { title, text: 'Your shuffle tile is active: shuffle your deck now, or keep it for a later round.' };
    default:
      if (p.step !== 'idle' && v.todo) return { title, text: `${v.todo[0].toUpperCase()}${v.todo.slice(1)}.` };
      if (v.phase === 'over') return { title, text: 'The game is over. Final scoring is done.' };
      if (v.phase === 'collect' && v.collect?.collector != null) return { title, text: `${names(v.collect.collector)} is collecting from the pot…` };
      return { title, text: waitingFor() };
  }
}

const AREA_NAME = (a: string) => AREA_LABELS[a as UpgradeArea]?.long ?? a;

const REASONS: Record<string, string> = {
  'place-1': '1st place',
  'place-2': '2nd place',
  'place-3': '3rd place',
  'place-4': '4th place',
  'five-of-a-kind': 'Five of a Kind',
  'four-of-a-kind': 'Four of a Kind',
  'rank-points': 'rank points',
  'final-joker': 'Final Joker',
  'final-scoring': 'final scoring',
  'on-play': 'joker',
};

const CATEGORY: Record<string, string> = {
  sixesDeck: '“6” majority (deck)',
  sixesTrash: '“6” majority (Trash)',
  aces: 'aces in deck',
  pairs45: '4+5 pairs in Trash',
  twos: '“2”s in Trash',
  jokers: 'jokers',
  exhaustion: 'drawing the whole deck',
};

/** One log line for an event, or null for events not worth a line (picks, single card moves). */
export function narrate(e: GameEvent, names: (seat: number) => string, me: number | null): LogLine | null {
  const who = (seat: unknown) => (typeof seat === 'number' ? names(seat) : 'Someone');
  const whose = (seat: number) => (seat === me ? 'your' : `${names(seat)}’s`);
  const color = typeof e.seat === 'number' ? seatCss(e.seat) : undefined;
  const line = (text: string): LogLine => ({ text, color });
  switch (e.kind) {
    case 'game-started':
      return { text: 'The game begins.', header: true };
    case 'round-started':
      return { text: `Round ${e.round} · ${roundsLeftWords(e.roundsLeft as number)}`, header: true };
    case 'jokers-revealed':
      return { text: `Jokers in the pot this round: ${(e.cards as string[]).map(label).join(', ')}` };
    case 'final-joker':
      return { text: 'Final Joker: last round! Shuffle first if you like; 1st place gets +5; you may trash what you collect.', color: '#ffe08a' };
    case 'selected':
      return line(`${who(e.seat)} ${e.seat === me ? 'have' : 'has'} chosen 5 cards.`);
    case 'hand-scored':
      return line(`${who(e.seat)}: ${rpSentence(e as never)}`);
    case 'rp-placed':
      return line(`${who(e.seat)} ${e.seat === me ? 'are' : 'is'} ${ordinal(e.place as number)} with ${e.rp} RP.`);
    case 'chips-won': {
      const reason =
        e.category === 'places' || !CATEGORY[e.category as string] ? (REASONS[e.reason as string] ?? String(e.reason)) : CATEGORY[e.category as string];
      return line(`${who(e.seat)} +${count(Number(e.chips), 'chip')} (${reason}).`);
    }
    case 'shuffle-tile':
      return line(e.active ? `${who(e.seat)}: shuffle tile turned to its coloured side.` : `${who(e.seat)} used the shuffle tile.`);
    case 'shuffled':
      return line(
        `${who(e.seat)} shuffled ${count(Number(e.count), 'card')}${e.reason === 'trash-becomes-draw-pile' ? ' from the Trash into a new draw pile' : ''}.`,
      );
    case 'deck-exhausted':
      return line(`${who(e.seat)} drew through the whole deck: +66 chips!`);
    case 'collect-turn':
      return line(`${who(e.seat)} ${e.seat === me ? 'collect' : 'collects'} next.`);
    case 'collect-skipped':
      return line(`${who(e.seat)} cannot collect anything.`);
    case 'collected':
      return line(
        `${who(e.seat)} collected ${label(e.card as string)}${e.fromSeat === null || e.fromSeat === undefined ? ' from the middle' : ` from ${whose(e.fromSeat as number)} pot`}.`,
      );
    case 'raid-revealed':
      return line(`${who(e.seat)} revealed ${label(e.card as string)} from ${whose(e.target as number)} draw pile.`);
    case 'upgraded':
      return line(`${who(e.seat)} upgraded “${AREA_NAME(e.area as string)}” (now ${e.count}).`);
    case 'effect-skipped':
      return line(`${who(e.seat)} skipped the effect of ${label(e.card as string)}.`);
    case 'tie-draw':
      return line(`Tie! ${who(e.seat)} revealed ${label(e.card as string)} from the draw pile.`);
    case 'tie-random':
      return { text: 'Still tied: the order was drawn at random.' };
    case 'card-moved': {
      const to = e.to as { zone: string; seat?: number };
      const from = e.from as { zone: string; seat?: number };
      if (to.zone === 'trash' && typeof to.seat === 'number') return { text: `${names(to.seat)} trashed ${label(e.card as string)}.`, color: seatCss(to.seat) };
      if (to.zone === 'removed') return { text: `${label(e.card as string)} left the game (nobody took it).` };
      if (from.zone === 'offer' && to.zone === 'discard' && typeof to.seat === 'number')
        return { text: `${names(to.seat)} kept ${label(e.card as string)}.`, color: seatCss(to.seat) };
      if (from.zone === 'draft' && to.zone === 'box') return { text: `${label(e.card as string)} was drafted out.` };
      return null;
    }
    case 'phase-changed':
      if (e.phase === 'collect') return { text: 'Everyone reveals their pot. Collecting from the lowest placed up.' };
      if (e.phase === 'cleanup') return { text: 'Cleaning up: pots are discarded or trashed, then 1 card trashed each.' };
      return null;
    case 'stacks-formed': {
      const sizes = e.sizes as number[];
      const rounds = sizes.length === 1 ? 'round 1' : `rounds 1-${sizes.length}`;
      return { text: `Joker stacks for ${rounds} are ready: ${sizes.join(', ')} jokers.` };
    }
    case 'game-scored':
      return { text: 'Final scoring: decks and Trashes are counted.', header: true };
    case 'house-rp':
      return line(`${who(e.seat)} rolled ${e.die}: ${e.die} + marker ${e.marker} = ${e.rp} RP.`);
    case 'house-pot':
      return line(`${who(e.seat)} puts ${(e.cards as string[]).map(label).join(', ')} in the pot.`);
    case 'house-removed':
      return line(
        `${who(e.seat)} removed ${label(e.card as string)}${e.fromSeat === null || e.fromSeat === undefined ? ' from the middle' : ` from ${whose(e.fromSeat as number)} pot`} (+${e.chips}).`,
      );
    case 'personality-revealed':
      return line(`${who(e.seat)} reveals its personality card ${personalityWithLines(e.card as string)}.`);
    case 'house-marker':
      return { text: `The House’s marker moves to ${e.marker}.` };
    case 'game-over': {
      const winners = (e.winners as number[]) ?? [];
      return {
        text: winners.length
          ? `Game over: ${winners.map(names).join(' and ')} ${winners.length === 1 && winners[0] === me ? 'win' : winners.length === 1 ? 'wins' : 'win'}!`
          : 'Game over: everyone has lost. Proud of yourselves?',
        header: true,
      };
    }
    case 'revealed':
      return e.zone === 'discard'
        ? line(
            `${who(e.seat)} reveals the ${count((e.cards as string[]).length, 'card')} discarded while drawing: ${(e.cards as string[]).map(label).join(', ')}.`,
          )
        : null;
    case 'round-ended':
      return { text: `Round ${e.round} is over.` };
    case 'draft-ended':
      return { text: `The joker draft is over: ${count(Number(e.count), 'joker')} ${Number(e.count) === 1 ? 'is' : 'are'} in play.` };
    case 'personal-joker':
      return line(`${who(e.seat)} ${e.seat === me ? 'add' : 'adds'} the personal joker ${label(e.card as string)} to the deck.`);
    case 'retrieved':
      return line(`${who(e.seat)} took ${label(e.card as string)} back from ${whose(e.fromSeat as number)} Trash.`);
    case 'die-rolled':
      return line(`${who(e.seat)} rolled the die between ${count((e.among as string[]).length, 'card')} it likes equally: ${label(e.card as string)}.`);
    case 'personalities-shuffled':
      return line(`${who(e.seat)} shuffles its ${e.count} personality cards.`);
    case 'achievement':
      return {
        text: `★ ${who(e.seat)} ${e.seat === me ? 'fulfil' : 'fulfils'} the achievement “${e.name}”${e.joker ? `: unlocks ${label(e.joker as string)}` : ''}!`,
        color: '#ffe08a',
      };
    case 'achievement-lost':
      return line(`${who(e.seat)} can no longer fulfil “${ACHIEVEMENTS_BY_ID[e.id as string]?.name ?? e.id}” this game.`);
    case 'checkmark':
      return line(
        `${who(e.seat)} ${e.seat === me ? 'make' : 'makes'} a checkmark on the box lid (${e.row} points row, box ${e.box})${e.by === 'house' ? ' for beating the House' : ''}.`,
      );
    case 'unlock-offered':
      return line(`${who(e.seat)} ${e.seat === me ? 'draw' : 'draws'} ${(e.cards as string[]).map(label).join(', ')} to unlock one.`);
    case 'unlocked':
      return { text: `${who(e.seat)} unlocked ${label(e.card as string)} for good.`, color: '#ffe08a' };
    case 'unlock-none':
      return line(`${who(e.seat)}: every joker is already unlocked.`);
    default:
      return null;
  }
}

/** One line of the achievements window. */
export interface AchievementRow {
  name: string;
  text: string;
  /** The joker it unlocks: its id, and as a label. */
  jokerId: string;
  joker: string;
  status: string;
  tone: 'done' | 'open' | 'lost';
}

/**
 * The game's achievements as the viewer should read them: every one still open or fulfilled
 * this game, with who fulfilled it, or whether the viewer can still fulfil it (one a game each;
 * breaking its special rule rules it out).
 */
export function achievementRows(v: TrashPokerView, names: (seat: number) => string): AchievementRow[] {
  const a = v.achievements;
  if (!a) return [];
  const me = v.seat;
  const done = new Map(a.log.map((entry) => [entry.id, entry]));
  const ids = [...new Set([...a.log.map((entry) => entry.id), ...a.open])];
  return ids.flatMap((id): AchievementRow[] => {
    const def = ACHIEVEMENTS_BY_ID[id];
    if (!def) return [];
    const entry = done.get(id);
    const row = { name: def.name, text: def.text, jokerId: def.joker, joker: label(def.joker) };
    if (entry) return [{ ...row, status: `Fulfilled by ${entry.seat === me ? 'you' : names(entry.seat)} in round ${entry.round}.`, tone: 'done' }];
    if (me !== null && a.broken[me]?.includes(id)) return [{ ...row, status: 'Not for you this game: you broke its rule.', tone: 'lost' }];
    if (me !== null && a.fulfilled[me]) return [{ ...row, status: 'Open for the others: you have fulfilled yours this game.', tone: 'lost' }];
    return [{ ...row, status: 'Open.', tone: 'open' }];
  });
}

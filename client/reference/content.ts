/**
 * What the in-game rules reference shows for each mode: the sections of docs/rules/<mode>.md
 * (imported as text at build time, so the page and the reference cannot drift), without the
 * sections written for developers, plus sections drawn from the engine's own data (every joker as
 * its card, the scoring tables, the House's personality and scoring cards), so that nothing is
 * typed twice.
 */
import type { ModeId } from '../../shared/engine/types';
import { FINAL_JOKER, STARTING_JOKERS, UNLOCKABLE_JOKERS, type JokerDef } from '../../shared/engine/trash-poker/jokers';
import { PERSONALITY_CARDS, SCORING_CARDS, DIFFICULTY_NAMES } from '../../shared/engine/trash-poker/house-data';
import {
  BOX_LID_ROWS,
  EXHAUSTION_CHIPS,
  FINAL_JOKER_FIRST_BONUS,
  FINAL_SCORING,
  HAND_BONUS_CHIPS,
  PLACE_CHIPS,
  RP_BONUS_CHIPS,
} from '../../shared/engine/trash-poker/tables';
import { SCORING_TABLE } from '../../shared/engine/poker-plus/hands';
import { HAND_NAMES, ordinal } from '../modes/trash-poker/text';
import { lineSymbol } from '../modes/trash-poker/houseFacts';
import { parseSections, type Block, type ReferenceCard, type Section } from './markdown';
import trashPokerDoc from '../../docs/rules/trash-poker.md?raw';
import pokerPlusDoc from '../../docs/rules/poker-plus.md?raw';
import trashDoc from '../../docs/rules/trash.md?raw';
import { count } from '../ui/words';

/** Each mode's rules page. */
export const RULES_PAGES: Readonly<Record<ModeId, string>> = { 'trash-poker': trashPokerDoc, 'poker-plus': pokerPlusDoc, trash: trashDoc };

/**
 * Sections of each page written for developers (module maps, wire formats, bots): left out of
 * the reference with their subsections. A unit test fails when a title here is no longer a heading.
 */
export const DEVELOPER_SECTIONS: Readonly<Record<ModeId, readonly string[]>> = {
  'trash-poker': [
    'Trash Poker: rules as implemented',
    'Where each rule lives',
    'Playing through the interface',
    'Hidden information (view)',
    "Options and results (the server's contract)",
    'Greedy bot',
  ],
  'poker-plus': ['Actions and events', 'The bot'],
  trash: ['Trash: the rules as implemented', 'What each seat sees', 'The bot', 'Game length (bot play, measured)'],
};

const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A joker's printed symbols, as a player reads them on the card. */
export function jokerSymbols(j: JokerDef): string {
  const ranks = j.ranks.map((r, i) => `${r}${SUIT_SYMBOL[j.suits[i]] ?? (j.anySuit ? '★' : '')}`);
  if (j.anyRank) ranks.push('★ any rank and suit');
  else if (j.anySuit && !j.suits.length) ranks.push('★ any suit');
  return ranks.join(' ');
}

/** A joker as the reference lists it: starting jokers "Joker 12", unlockables by letter and name. */
export function jokerCard(j: JokerDef): ReferenceCard {
  const title = j.set === 'starting' ? `Joker ${j.number}` : `Unlockable U${j.number}${j.name ? ` "${j.name}"` : ''}`;
  return { id: j.id, title: `${title} · ${jokerSymbols(j)}`, text: j.text };
}

const chips = (n: number) => count(n, 'chip');

function trashPokerTables(): Block[] {
  const players = Object.keys(PLACE_CHIPS).map(Number);
  const places = Math.max(...players);
  return [
    { kind: 'paragraph', text: 'Chips by place each round ("Score Cards"); a place marked ⟳ also activates the shuffle tile.' },
    {
      kind: 'table',
      header: ['Players', ...Array.from({ length: places }, (_, i) => ordinal(i + 1))],
      rows: players.map((p) => [
        String(p),
        ...Array.from({ length: places }, (_, i) => (PLACE_CHIPS[p][i] ? `${PLACE_CHIPS[p][i].chips}${PLACE_CHIPS[p][i].shuffle ? ' ⟳' : ''}` : '–')),
      ]),
    },
    { kind: 'paragraph', text: 'Bonus chips for the hand played ("Bonus Chips").' },
    {
      kind: 'table',
      header: ['Played', 'Bonus'],
      rows: [
        ...Object.entries(HAND_BONUS_CHIPS).map(([rank, n]) => [HAND_NAMES[rank as keyof typeof HAND_NAMES], chips(n ?? 0)]),
        ...RP_BONUS_CHIPS.map((t, i) => [`${t.minRp}${RP_BONUS_CHIPS[i + 1] ? `–${RP_BONUS_CHIPS[i + 1].minRp - 1}` : '+'} RP`, chips(t.chips)]),
        ['1st place in the last round (Final Joker)', chips(FINAL_JOKER_FIRST_BONUS)],
        ['Drawing through your whole deck', chips(EXHAUSTION_CHIPS)],
      ],
    },
    { kind: 'paragraph', text: 'Final scoring ("Final Scoring").' },
    {
      kind: 'table',
      header: ['Category', 'Chips'],
      rows: [
        [
          'Most "6"s in your deck, and again in your Trash',
          `${FINAL_SCORING.sixFirst} (2nd: ${FINAL_SCORING.sixSecond} with ${FINAL_SCORING.sixSecondMinPlayers}+ players; tied 1st: ${FINAL_SCORING.sixTiedFirst} each)`,
        ],
        ['Each "A" in your deck (a joker counts each A printed on it)', String(FINAL_SCORING.acePerSymbol)],
        ['Each "4" + "5" pair in your Trash', String(FINAL_SCORING.pair45)],
      ],
    },
    { kind: 'paragraph', text: 'The box lid ("Unlocking Stuff"): a final score reaching a row ticks one of its empty boxes.' },
    { kind: 'table', header: ['Score', 'Boxes'], rows: BOX_LID_ROWS.map((r) => [`${r.points}+`, String(r.boxes)]) },
  ];
}

function houseCards(): Block[] {
  return [
    {
      kind: 'paragraph',
      text: 'The House plays with 3 of these personality cards, face down. Each lists every rank and both stars, top first: from the pot it takes the card on the highest line it finds, and its scoring card pays the chips of that line.',
    },
    {
      kind: 'personalities',
      cards: PERSONALITY_CARDS.map((p) => ({ id: p.id, name: p.name, text: p.text, lines: p.lines.map(lineSymbol).join(' ') })),
    },
    { kind: 'paragraph', text: "The House's scoring cards: chips for each personality line, top line first." },
    {
      kind: 'table',
      header: ['Card', 'Side', 'Chips, top line first'],
      rows: SCORING_CARDS.flatMap((c) => c.sides.map((s) => [c.name, DIFFICULTY_NAMES[s.difficulty], s.chips.join(' ')])),
    },
  ];
}

/** Sections drawn from engine data, each placed after the page's section named in `after`. */
export function dataSections(mode: ModeId): { after: string; section: Section }[] {
  if (mode === 'poker-plus') {
    return [
      {
        after: 'Scoring',
        section: {
          id: 'scoring-table',
          title: 'Scoring table',
          level: 3,
          blocks: [
            {
              kind: 'table',
              header: ['Hand', 'Points', 'Description', 'Example'],
              rows: SCORING_TABLE.map((h) => [h.name, String(h.points), h.description, h.example]),
            },
          ],
        },
      },
    ];
  }
  if (mode !== 'trash-poker') return [];
  return [
    {
      after: 'Jokers: printed symbols',
      section: {
        id: 'every-joker',
        title: 'Every joker',
        level: 2,
        blocks: [
          { kind: 'paragraph', text: 'The 17 starting jokers.' },
          { kind: 'cards', cards: STARTING_JOKERS.map(jokerCard) },
          { kind: 'paragraph', text: 'The 13 unlockable jokers.' },
          { kind: 'cards', cards: UNLOCKABLE_JOKERS.map(jokerCard) },
          { kind: 'paragraph', text: 'The Final Joker, the rules card of the last round.' },
          { kind: 'cards', cards: [{ id: FINAL_JOKER.id, title: 'Final Joker', text: FINAL_JOKER.text }] },
        ],
      },
    },
    { after: 'Final scoring', section: { id: 'scoring-tables', title: 'Scoring tables', level: 3, blocks: trashPokerTables() } },
    { after: 'Solo mode ("Solo Mode")', section: { id: 'house-personalities', title: "The House's personality cards", level: 3, blocks: houseCards() } },
  ];
}

/** Drops developer sections (with their subsections) and inserts the data sections. */
export function referenceSections(mode: ModeId, markdown: string = RULES_PAGES[mode]): Section[] {
  const hidden = new Set(DEVELOPER_SECTIONS[mode]);
  const extras = dataSections(mode);
  const out: Section[] = [];
  let hiddenLevel = 0;
  for (const s of parseSections(markdown)) {
    if (hiddenLevel && s.level > hiddenLevel) continue;
    // A hidden page title drops only the page's introduction, not the whole page.
    hiddenLevel = hidden.has(s.title) && s.level > 1 ? s.level : 0;
    if (hidden.has(s.title)) continue;
    out.push(s);
  }
  for (const { after, section } of extras) {
    const at = out.findIndex((s) => s.title === after);
    // After the section and its subsections.
    let end = at + 1;
    while (at >= 0 && end < out.length && out[end].level > out[at].level) end++;
    out.splice(at >= 0 ? end : out.length, 0, section);
  }
  return out;
}

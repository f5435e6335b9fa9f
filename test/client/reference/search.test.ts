import { describe, expect, it } from 'vitest';
import type { Section } from '../../../client/reference/markdown';
import { filterSections, matches } from '../../../client/reference/search';

const SECTIONS: Section[] = [
  { id: 'setup', title: 'Setup', level: 2, blocks: [{ kind: 'paragraph', text: 'Deal two jokers to each player.' }] },
  {
    id: 'every-joker',
    title: 'Every joker',
    level: 2,
    blocks: [
      { kind: 'paragraph', text: 'The 17 starting jokers.' },
      {
        kind: 'cards',
        cards: [
          { id: 'j01', title: 'Joker 1 · ★', text: '10 chips at the end.' },
          { id: 'j12', title: 'Joker 12 · 6♥ 6♥', text: 'Counts twice for the "6" majority.' },
        ],
      },
    ],
  },
  { id: 'final', title: 'Final scoring', level: 3, blocks: [{ kind: 'list', items: ['Each "A" in your deck: 5 chips'] }] },
];

describe('search', () => {
  it('matches ignoring case and runs of spaces; an empty query matches all', () => {
    expect(matches('Joker  12 · 6♥', 'joker 12')).toBe(true);
    expect(matches('Joker 1', 'joker 12')).toBe(false);
    expect(matches('anything', '  ')).toBe(true);
  });

  it('keeps every section for an empty query', () => {
    expect(filterSections(SECTIONS, '')).toEqual(SECTIONS);
  });

  it('narrows a card grid to the cards that match', () => {
    const shown = filterSections(SECTIONS, 'Joker 12');
    expect(shown.map((s) => s.id)).toEqual(['every-joker']);
    const cards = shown[0].blocks.find((b) => b.kind === 'cards');
    expect(cards?.kind === 'cards' && cards.cards.map((c) => c.id)).toEqual(['j12']);
  });

  it('searches effects as well as titles', () => {
    expect(filterSections(SECTIONS, 'majority').map((s) => s.id)).toEqual(['every-joker']);
    expect(filterSections(SECTIONS, 'chips').map((s) => s.id)).toEqual(['every-joker', 'final']);
  });

  it('keeps a whole section whose title matches', () => {
    expect(filterSections(SECTIONS, 'every joker')[0]).toBe(SECTIONS[1]);
  });

  it('finds nothing for words the rules never use', () => {
    expect(filterSections(SECTIONS, 'croquet')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { describeHand } from '../../../../client/modes/poker-plus/hands';
import { parseFaces, shoe } from '../../../../shared/engine/poker-plus/cards';
import { SCORING_TABLE, scoreHand } from '../../../../shared/engine/poker-plus/hands';

describe('a playfield hand in words (issue 11.7)', () => {
  it.each([
    ['2♠ 2♥', 'Pair · 1 point', 'could become Four of a Kind (+2 cards)'],
    ['7♦ 7♦', 'Matched Pair · 8 points', 'could become Chiral House (+3 cards)'],
    ['A♠ A♥ A♦ A♣', 'Four of a Kind · 5 points', 'final: no card improves it'],
    ['4♠ 5♠ 8♠ 10♠ Q♠ Joker⚫', 'Clogged Toilet · 0 points', 'could become The Plunger (+1 card)'],
    ['2♠ 3♥ 5♦ 9♣ J♠ K♥', '6 cards: no table entry, 0 points', 'can no longer score'],
    ['3♥ 3♠ 4♥ 4♦ 5♠ 5♠', '6 cards: no table entry yet, 0 points', 'could become Super Straight (+4 cards)'],
    ['9♣', '1 card: no table entry yet, 0 points', 'could become'],
  ])('%s: "%s" / "%s"', (faces, first, second) => {
    const w = describeHand(parseFaces(faces));
    expect(w.lines[0]).toBe(first);
    expect(w.lines[1]).toContain(second);
    expect(w.sentence.startsWith(`${first}.`)).toBe(true);
  });

  it('says the same in few words for a narrow hand', () => {
    expect(describeHand(parseFaces('9♣')).compact).toEqual(['No entry · 0', '→ Matched Pair +1']);
    expect(describeHand(parseFaces('7♦ 7♦')).compact).toEqual(['Matched Pair · 8', '→ Chiral House +3']);
    expect(describeHand(parseFaces('A♠ A♥ A♦ A♣')).compact).toEqual(['Four of a Kind · 5', 'final']);
  });

  it('a hand beyond every table entry says it will score 0', () => {
    const eleven = shoe(2)
      .filter((id) => id.startsWith('2') || id.startsWith('3'))
      .slice(0, 11);
    const w = describeHand(eleven);
    expect(w.lines).toEqual(['11 cards: no table entry, 0 points', 'can no longer score']);
    expect(w.short).toBe('no entry · 0');
    expect(w.compact).toEqual(['No entry · 0', 'scores 0']);
    expect(w.sentence).toContain('it will score 0');
  });

  it('agrees with the engine on every example of the scoring table', () => {
    for (const p of SCORING_TABLE) {
      const cards = parseFaces(p.example);
      const w = describeHand(cards);
      expect(w.points).toBe(scoreHand(cards).points);
      expect(w.lines[0]).toBe(`${scoreHand(cards).name} · ${w.points} point${w.points === 1 ? '' : 's'}`);
    }
  });
});

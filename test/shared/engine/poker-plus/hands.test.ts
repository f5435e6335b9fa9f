import { describe, expect, it } from 'vitest';
import { faceLabel, parseFaces } from '../../../../shared/engine/poker-plus/cards';
import { SCORING_TABLE, makesPattern, reachablePatterns, scoreHand } from '../../../../shared/engine/poker-plus/hands';

const score = (faces: string) => scoreHand(parseFaces(faces));

describe('Scoring: the table as written', () => {
  it('keeps the text’s sixteen entries, names and points in its order', () => {
    expect(SCORING_TABLE.map((p) => [p.name, p.points])).toEqual([
      ['Clogged Toilet', 0],
      ['Pair', 1],
      ['Three of a Kind', 1],
      ['Straight', 2],
      ['Flush', 3],
      ['Full House', 4],
      ['Four of a Kind', 5],
      ['Straight Flush', 6],
      ['Matched Pair', 8],
      ['Royal Flush', 10],
      ['Chiral House', 12],
      ['Super Straight', 14],
      ['The Plunger', 15],
      ['Ultra Flush', 16],
      ['Gay Flush', 20],
      ['Drag Brunch', 25],
    ]);
  });

  it.each(SCORING_TABLE.map((p) => [p.name, p.example, p.points] as const))(
    'Scoring: the text’s example of %s (%s) scores as that entry',
    (name, example, points) => {
      const cards = parseFaces(example);
      expect(cards).toHaveLength(SCORING_TABLE.find((p) => p.name === name)!.size);
      expect(scoreHand(cards)).toEqual({ name, points });
    },
  );
});

describe('Scoring: a hand making several entries scores the best one', () => {
  it.each([
    ['7♦ 7♦', 'Matched Pair', 'Pair'],
    ['4♦ 5♦ 6♦ 7♦ 8♦', 'Straight Flush', 'Straight'],
    ['4♦ 5♦ 6♦ 7♦ 8♦', 'Straight Flush', 'Flush'],
    ['10♠ J♠ Q♠ K♠ A♠', 'Royal Flush', 'Straight Flush'],
    ['2♦ 2♥ 2♦ A♥ A♥', 'Chiral House', 'Full House'],
    ['8♥ 8♥ 9♥ 9♥ 10♥ 10♥ J♥ J♥ Q♥ Q♥', 'Gay Flush', 'Ultra Flush'],
    ['8♥ 8♥ 9♥ 9♥ 10♥ 10♥ J♥ J♥ Q♥ Q♥', 'Gay Flush', 'Super Straight'],
    ['10♦ 10♦ J♦ J♦ Q♦ Q♦ K♦ K♦ A♦ A♦', 'Drag Brunch', 'Gay Flush'],
  ])('%s is a %s although it is also a %s', (faces, best, lesser) => {
    const cards = parseFaces(faces);
    const lesserEntry = SCORING_TABLE.find((p) => p.name === lesser)!;
    expect(makesPattern(lesserEntry, cards)).toBe(true);
    expect(score(faces).name).toBe(best);
  });
});

describe('Scoring: edge cases settled in docs/rules/poker-plus.md', () => {
  it.each([
    // A hand is judged whole: extra cards spoil it.
    ['a flush with a sixth card of its suit', '2♦ 6♦ 7♦ J♦ K♦ 3♦', null, 0],
    ['a pair with a stray card', '2♠ 2♥ 9♣', null, 0],
    ['five of a kind (only possible with four decks)', '5♥ 5♠ 5♦ 5♣ 5♥', null, 0],
    ['a single card', 'K♣', null, 0],
    ['an empty hand', '', null, 0],
    // Jokers are not wild: they count only in the Clogged Toilet and The Plunger.
    ['a card and a joker', '7♦ Joker🔴', null, 0],
    ['a flush with a joker of the other colour', '4♠ 5♠ 8♠ 10♠ Q♠ Joker🔴', null, 0],
    ['a flush with two jokers of different colours', '4♥ 5♥ 8♥ 10♥ Q♥ Joker🔴 Joker⚫', null, 0],
    ['a clogged straight flush (still clogged)', '4♦ 5♦ 6♦ 7♦ 8♦ Joker🔴', 'Clogged Toilet', 0],
    // Aces run low or high; straights do not wrap.
    ['an ace-low straight', 'A♣ 2♥ 3♦ 4♦ 5♠', 'Straight', 2],
    ['an ace-high straight', '10♣ J♥ Q♦ K♦ A♠', 'Straight', 2],
    ['a wrapped run Q K A 2 3', 'Q♣ K♥ A♦ 2♦ 3♠', null, 0],
    ['an ace-low straight flush', 'A♥ 2♥ 3♥ 4♥ 5♥', 'Straight Flush', 6],
    // Multi-deck duplicates.
    ['a flush holding two identical cards', '7♦ 7♦ 2♦ 3♦ 9♦', 'Flush', 3],
    ['a full house of one suit (still one colour)', '9♣ 9♣ 9♣ 4♣ 4♣', 'Chiral House', 12],
    ['a full house of mixed colours', '9♣ 9♥ 9♣ 4♦ 4♣', 'Full House', 4],
    ['two pairs of one number are not five pairs', '2♣ 2♣ 2♣ 2♣ 5♣ 5♣ 6♣ 6♣ 10♣ 10♣', null, 0],
    ['five pairs of mixed suits, not in sequence', '2♣ 2♥ 5♣ 5♣ 6♣ 6♣ 10♣ 10♣ A♣ A♣', null, 0],
    ['a super straight of pairs A-5', 'A♣ A♥ 2♣ 2♦ 3♠ 3♠ 4♣ 4♥ 5♦ 5♦', 'Super Straight', 14],
    ['a matched pair needs the same suit, not just colour', '7♦ 7♥', 'Pair', 1],
    ['three identical cards', '7♦ 7♦ 7♦', 'Three of a Kind', 1],
  ])('%s: %s', (_label, faces, name, points) => {
    expect(score(faces)).toEqual({ name, points });
  });
});

describe('Scoring: what an unfinished hand may still become (bot heuristics)', () => {
  const reach = (faces: string) => reachablePatterns(parseFaces(faces)).map((r) => `${r.pattern.name}+${r.missing}`);

  it('four diamonds in a run could still be a flush, a straight flush or a clogged toilet', () => {
    expect(reach('4♦ 5♦ 6♦ 7♦')).toEqual(expect.arrayContaining(['Flush+1', 'Straight+1', 'Straight Flush+1', 'Clogged Toilet+2', 'The Plunger+3']));
    expect(reach('4♦ 5♦ 6♦ 7♦')).not.toContain('Royal Flush+1');
  });

  it('a joker only ever leads to the toilet or the plunger', () => {
    expect(reach('4♥ Joker🔴').sort()).toEqual(['Clogged Toilet+4', 'The Plunger+5']);
    expect(reach('4♠ Joker🔴')).toEqual([]);
  });

  it('a finished hand still reaches the bigger entries it is part of', () => {
    expect(reach('10♦ 10♦')).toEqual(expect.arrayContaining(['Matched Pair+0', 'Drag Brunch+8', 'Gay Flush+8']));
  });
});

describe('card faces in words', () => {
  it('reads the rule text back, jokers named by colour in plain letters (a canvas may have no emoji font)', () => {
    expect(parseFaces('7♥ 10♠ Joker⚫ Joker🔴').map(faceLabel)).toEqual(['7♥', '10♠', 'black Joker', 'red Joker']);
  });
});

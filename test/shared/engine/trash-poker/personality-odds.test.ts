import { describe, expect, it } from 'vitest';
import { PERSONALITY_CARDS, SCORING_CARDS } from '../../../../shared/engine/trash-poker/house-data';
import { botAction } from '../../../../shared/engine/trash-poker/bot';
import {
  expectedRemovalChips,
  housesToRemove,
  likelyRemovals,
  nextPersonalityOdds,
  removalCandidates,
  type PersonalityOdds,
} from '../../../../shared/engine/trash-poker/personality-odds';
import { viewOf } from '../../../../shared/engine/trash-poker/view';
import type { HouseView, SoloView } from '../../../../shared/engine/trash-poker/view';
import { c, pickAll, run, selectState } from './helpers';
import { house, houseView, solo } from './solo-helpers';

const NORMAL = SCORING_CARDS[0].sides[1].chips;

function soloView(houses: HouseView[]): SoloView {
  return { difficulty: 'normal', adjustments: [], scoringCard: 'solo-easy-normal', side: 'normal', lineChips: NORMAL, marker: 1, houses };
}

const total = (odds: readonly PersonalityOdds[]) => odds.reduce((n, o) => n + o.p, 0);
const chanceOf = (odds: readonly PersonalityOdds[], id: string) => odds.find((o) => o.id === id)?.p ?? 0;

describe("what is known of a House's next personality card", () => {
  it('before any is shown: any of the 14, equally likely', () => {
    const h = houseView({});
    const odds = nextPersonalityOdds(soloView([h]), h);
    expect(odds).toHaveLength(PERSONALITY_CARDS.length);
    expect(total(odds)).toBeCloseTo(1);
    expect(new Set(odds.map((o) => o.p)).size).toBe(1);
  });

  it('a shown card is face up, not next; nor is any card another House has shown', () => {
    const a = houseView({ personalities: ['p01'], faceDownPersonalities: 2, seen: ['p01'] });
    const b = houseView({ seat: 2, personalities: ['p05'], faceDownPersonalities: 2, seen: ['p05'] });
    const odds = nextPersonalityOdds(soloView([a, b]), a);
    expect(chanceOf(odds, 'p01')).toBe(0);
    expect(chanceOf(odds, 'p05')).toBe(0);
    expect(odds).toHaveLength(12);
    expect(total(odds)).toBeCloseTo(1);
  });

  it('all 3 revealed: they are shuffled back, 1 in 3 each', () => {
    const h = houseView({ personalities: ['p01', 'p02', 'p03'], faceDownPersonalities: 0, seen: ['p01', 'p02', 'p03'] });
    expect(nextPersonalityOdds(soloView([h]), h)).toEqual([
      { id: 'p01', p: 1 / 3 },
      { id: 'p02', p: 1 / 3 },
      { id: 'p03', p: 1 / 3 },
    ]);
  });

  it('after a reshuffle the face-down cards are known: the ones seen but not revealed since', () => {
    const h = houseView({ personalities: ['p02'], faceDownPersonalities: 2, seen: ['p01', 'p02', 'p03'] });
    expect(nextPersonalityOdds(soloView([h]), h)).toEqual([
      { id: 'p01', p: 1 / 2 },
      { id: 'p03', p: 1 / 2 },
    ]);
  });
});

describe('the chips a House can expect from a set of cards', () => {
  it('the first line any card matches pays, averaged over the personality cards it may reveal', () => {
    // The Ace Hoarder (p01) takes an ace on line 1; The Low Roller (p07) a "2" on line 1, an ace on line 14.
    const odds = [
      { id: 'p01', p: 0.5 },
      { id: 'p07', p: 0.5 },
    ];
    expect(expectedRemovalChips(odds, NORMAL, c(0, 'AS'))).toBeCloseTo(0.5 * NORMAL[0] + 0.5 * NORMAL[13]);
    expect(expectedRemovalChips(odds, NORMAL, c(0, 'AS 2D'))).toBeCloseTo(NORMAL[0]);
    expect(expectedRemovalChips(odds, NORMAL, [])).toBe(0);
  });
});

describe('what a House is likely to take', () => {
  it('the card its first matching line names, by the odds of each personality card', () => {
    const odds = [
      { id: 'p01', p: 0.75 },
      { id: 'p07', p: 0.25 },
    ];
    expect(likelyRemovals(odds, c(0, '2D AS'))).toEqual([
      { card: '0-AS', p: 0.75 },
      { card: '0-2D', p: 0.25 },
    ]);
  });

  it('among cards of the same line the suit priority decides; a tie left to the die splits the chance', () => {
    // The Ace Hoarder ranks spades, hearts, diamonds, clubs; The Joker Lover wants any-rank stars first.
    expect(likelyRemovals([{ id: 'p01', p: 1 }], c(0, 'KD KH'))).toEqual([{ card: '0-KH', p: 1 }]);
    expect(likelyRemovals([{ id: 'p03', p: 1 }], ['j01', 'j14'])).toEqual([
      { card: 'j01', p: 0.5 },
      { card: 'j14', p: 0.5 },
    ]);
  });
});

describe("the solo bot reads the Houses' personality cards", () => {
  /**
   * The player collects before the House (placed better on marker 20) and may take one of two
   * jokers it values the same: 3-3 (j07) and 4-4 (j08). Its pot is empty, so the House's next
   * personality card decides which joker it would take and how many chips that would earn it.
   */
  function collectWith(next: string) {
    const others = ['p01', 'p02', 'p03', 'p04', 'p07'].filter((id) => id !== next).slice(0, 2);
    const s = selectState([c(0, '9S 9H 2D 4C 6S')], {
      middle: ['j07', 'j08'],
      solo: solo([house({ draw: c(1, '3C 3H 5C 6H 5D 6D 5H'), personalities: [next], revealed: others, seen: [...others, next] })], { marker: 20 }),
    });
    const played = run(s, ...pickAll(0, c(0, '9S 9H 2D 4C 6S'))).s;
    expect(played.collect!.order).toEqual([0, 1]);
    const v = viewOf(played, 0);
    expect(housesToRemove(v)).toEqual([1]);
    expect(removalCandidates(v)).toEqual(['j07', 'j08']);
    return botAction(played, 0);
  }

  it('collecting before a House, it takes the joker the House would earn most for', () => {
    // The Six Pack (p04): 6 ★ 5 4 7 3 ...: the 4-4 on line 4, the 3-3 on line 6.
    expect(collectWith('p04')).toEqual({ type: 'collect', card: 'j08' });
    // The Low Roller (p07): 2 3 4 ...: the 3-3 on line 2, the 4-4 on line 3.
    expect(collectWith('p07')).toEqual({ type: 'collect', card: 'j07' });
  });
});

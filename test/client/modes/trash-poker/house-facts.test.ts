import { describe, expect, it } from 'vitest';
import { houseFacts, lineSymbol } from '../../../../client/modes/trash-poker/houseFacts';
import { narrate } from '../../../../client/modes/trash-poker/text';
import { SCORING_CARDS } from '../../../../shared/engine/trash-poker/house-data';
import type { HouseView, SoloView } from '../../../../shared/engine/trash-poker/view';
import { houseView } from '../../../shared/engine/trash-poker/solo-helpers';

const NORMAL = SCORING_CARDS[0].sides[1].chips;

function soloWith(spec: Partial<HouseView>): { solo: SoloView; house: HouseView } {
  const house = houseView({ drawCount: 40, ...spec });
  return { solo: { difficulty: 'hard', adjustments: [], scoringCard: 'solo-hard-expert', side: 'hard', lineChips: NORMAL, marker: 4, houses: [house] }, house };
}

describe("a House's panel in words", () => {
  it('before its first reveal: no personality yet, the next one any unseen card', () => {
    const { solo, house } = soloWith({});
    const f = houseFacts(solo, house);
    expect(f.headline).toBe('Hard · marker on 4 · 3 personality cards face down');
    expect(f.current).toBeNull();
    expect(f.next).toBe('Next: one of 14 cards no House has shown');
    expect(f.lineChips).toBe(NORMAL);
  });

  it('names the revealed personality card and shows its 15 lines as symbols, stars included', () => {
    const { solo, house } = soloWith({ personalities: ['p03'], faceDownPersonalities: 2, seen: ['p03'] });
    const f = houseFacts(solo, house);
    expect(f.current?.name).toBe('The Joker Lover');
    expect(f.current?.symbols.slice(0, 4)).toEqual(['★', '?★', '10', '5']);
    expect(f.current?.symbols).toHaveLength(15);
    expect(f.next).toBe('Next: one of 13 cards no House has shown');
    expect(f.details).toContain('Now: The Joker Lover.');
    expect(f.details).toContain('Seen so far: The Joker Lover.');
  });

  it('after a reshuffle it names the known candidates and their chances', () => {
    const { solo, house } = soloWith({ personalities: ['p01'], faceDownPersonalities: 2, seen: ['p01', 'p02', 'p03'] });
    const f = houseFacts(solo, house);
    expect(f.next).toBe('Next: The Face Hunter or The Joker Lover (1 in 2 each)');
    expect(f.details).toContain('The Face Hunter (K Q J ★ A 10 …), 1 in 2');
  });

  it('all revealed: the next reveal shuffles them back first', () => {
    const { solo, house } = soloWith({ personalities: ['p01', 'p02', 'p03'], faceDownPersonalities: 0, seen: ['p01', 'p02', 'p03'] });
    expect(houseFacts(solo, house).next).toBe('Next: its cards are shuffled back: The Ace Hoarder, The Face Hunter or The Joker Lover (1 in 3 each)');
  });

  it('while it still has to remove a card this round, it says what it is likely to take', () => {
    const { solo, house } = soloWith({ personalities: ['p01'], faceDownPersonalities: 2, seen: ['p01', 'p02', 'p07'] });
    // Next: The Face Hunter (K Q J ...) or The Low Roller (2 3 4 ...), 1 in 2 each.
    const f = houseFacts(solo, house, ['0-KD', '0-2C', '0-9H']);
    expect(f.next).toBe('Likely to take: K♦ (50%), 2♣ (50%)');
    expect(f.details).toContain('Likely to take: K♦ (50%), 2♣ (50%).');
    expect(houseFacts(solo, house).next).toBe('Next: The Face Hunter or The Low Roller (1 in 2 each)');
  });

  it('the log names a revealed personality card with its first lines', () => {
    const line = narrate({ kind: 'personality-revealed', seat: 1, card: 'p04' }, (s) => (s === 1 ? 'The House' : 'You'), 0);
    expect(line?.text).toBe('The House reveals its personality card The Six Pack (6 ★ 5 4 7 3 …).');
  });

  it('star lines read as stars', () => {
    expect([lineSymbol('wild'), lineSymbol('wild-suit'), lineSymbol('10')]).toEqual(['★', '?★', '10']);
  });
});

import { describe, expect, it } from 'vitest';
import { trash } from '../../../../shared/engine/trash/index';
import { literalState, type LiteralSpec } from './fixtures';

const OTHER = '2C 3C 4C 5C 6C 7C 8C 9C 10C QC';
const JACK_CHOICE = '+AH 2S +3H +4H 5S +6H +7H +8H 9S +10H'; // open spots 2, 5, 9

describe('Trash bot', () => {
  it.each<{ name: string; spec: LiteralSpec; expected: unknown }>([
    {
      name: 'puts a jack on the open spot whose rank it has seen most of (fewest left to come)',
      spec: { layouts: [JACK_CHOICE, '2C 3C 4C 5C 6C 7C 8C +9C 10C QC'], discard: ['9D'], held: { card: 'JH', from: 'stock' } },
      expected: { type: 'place', spot: 9 },
    },
    {
      name: 'counts visible 2s too: two seen 2s beat one seen 9',
      spec: { layouts: [JACK_CHOICE, 'AC +2C 3C 4C 5C 6C 7C 8C +9C QC'], discard: ['2D'], held: { card: 'JH', from: 'stock' } },
      expected: { type: 'place', spot: 2 },
    },
    {
      name: 'with nothing seen, takes the lowest open spot',
      spec: { layouts: [JACK_CHOICE, OTHER], held: { card: 'JH', from: 'stock' } },
      expected: { type: 'place', spot: 2 },
    },
    {
      name: 'replaces a jack with a natural card (the jack then fills another spot)',
      spec: { layouts: ['AS 2S 3S 4S 5S 6S +JH 8S 9S 10S', OTHER], held: { card: '7D', from: 'stock' } },
      expected: { type: 'place', spot: 7 },
    },
    {
      name: 'takes a discard that would replace a jack rather than drawing blind',
      spec: { layouts: ['AS 2S 3S 4S 5S 6S +JH 8S 9S 10S', OTHER], discard: ['7D'] },
      expected: { type: 'take-discard' },
    },
    {
      name: 'discards what it cannot place',
      spec: { layouts: ['AS 2S 3S 4S 5S 6S 7S 8S 9S 10S', OTHER], held: { card: 'KD', from: 'stock' } },
      expected: { type: 'discard' },
    },
  ])('$name', ({ spec, expected }) => {
    const state = literalState(spec);
    const action = trash.botAction(state, 0);
    expect(action).toEqual(expected);
    expect(trash.legalActions(state, 0)).toContainEqual(action);
  });

  it('refuses to act for a seat that has nothing to do', () => {
    const state = literalState({ layouts: ['AS 2S 3S 4S 5S 6S 7S 8S 9S 10S', OTHER] });
    expect(() => trash.botAction(state, 1)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../../shared/engine/rng';
import { card } from '../../../../shared/engine/poker-plus/cards';
import { DIE_FACE_NAMES, isExactMatch, matchesColourParity, matchesDieNumber, rollDice } from '../../../../shared/engine/poker-plus/dice';

describe('Dice: two d14, faces map to card numbers', () => {
  it.each([
    ['AS0', 1, 'A'],
    ['7H0', 7, '7'],
    ['TD0', 10, '10'],
    ['JC0', 11, 'J'],
    ['QH0', 12, 'Q'],
    ['KS0', 13, 'K'],
    ['XB0', 14, 'Joker'],
    ['XR1', 14, 'Joker'],
  ])('%s is number %i, die face %s', (id, number, face) => {
    expect(card(id).number).toBe(number);
    expect(DIE_FACE_NAMES[number - 1]).toBe(face);
  });

  it('rolls faces 1-14 on each die, all reachable, from the seeded rng only', () => {
    const rng = seedRng('dice');
    const seen = { black: new Set<number>(), red: new Set<number>() };
    for (let i = 0; i < 2000; i++) {
      const d = rollDice(rng);
      seen.black.add(d.black);
      seen.red.add(d.red);
    }
    const faces = Array.from({ length: 14 }, (_, i) => i + 1);
    expect([...seen.black].sort((a, b) => a - b)).toEqual(faces);
    expect([...seen.red].sort((a, b) => a - b)).toEqual(faces);
    expect(rollDice(seedRng('same'))).toEqual(rollDice(seedRng('same')));
  });
});

describe('Play: "colour and chirality (evens/odds) match the dice"', () => {
  const dice = { black: 7, red: 4 }; // black odd, red even
  it.each([
    ['3C0', true, 'black odd card, black die odd'],
    ['8S0', false, 'black even card, black die odd'],
    ['2H0', true, 'red even card, red die even'],
    ['5D0', false, 'red odd card, red die even'],
    ['AS0', true, 'ace counts 1: odd'],
    ['JC0', true, 'jack counts 11: odd'],
    ['QH0', true, 'queen counts 12: even'],
    ['KH0', false, 'king counts 13: odd'],
    ['XR0', true, 'red joker counts 14: even'],
    ['XB0', false, 'black joker counts 14: even, black die odd'],
    ['7H0', false, 'a 7 of the other colour does not borrow the black die'],
  ])('%s playable: %s (%s)', (id, ok) => {
    expect(matchesColourParity(dice, id)).toBe(ok);
  });

  it.each([
    ['7S0', { black: 7, red: 4 }, true],
    ['7C1', { black: 7, red: 4 }, true],
    ['7H0', { black: 7, red: 4 }, false],
    ['4D0', { black: 7, red: 4 }, true],
    ['XB0', { black: 14, red: 4 }, true],
    ['XR0', { black: 14, red: 4 }, false],
    ['AS0', { black: 1, red: 1 }, true],
  ])('"exactly matches the colour and number of a die": %s with %o is %s', (id, d, exact) => {
    expect(isExactMatch(d, id)).toBe(exact);
  });

  it.each([
    ['7H0', true, 'red 7 matches the black die’s number'],
    ['4S0', true, 'black 4 matches the red die’s number'],
    ['5S0', false, 'no die shows 5'],
  ])('Jack: "played card must match a die value": %s is %s (%s)', (id, ok) => {
    expect(matchesDieNumber({ black: 7, red: 4 }, id)).toBe(ok);
  });
});

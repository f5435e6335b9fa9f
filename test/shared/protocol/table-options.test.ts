import { describe, expect, it } from 'vitest';
import { MODE_IDS } from '../../../shared/engine/types';
import { BOT_LEVELS, optionsProblem, splitOptions } from '../../../shared/protocol/table-options';

describe.each(MODE_IDS)('the table options of %s', (mode) => {
  it.each(BOT_LEVELS)('accepts botLevel "%s"', (level) => {
    expect(optionsProblem(mode, { botLevel: level }, 4)).toBeNull();
  });

  it.each([['expert'], [''], [3], [null], [true]])('refuses botLevel %j with a sentence', (level) => {
    expect(optionsProblem(mode, { botLevel: level }, 4)).toMatch(/botLevel/);
  });

  it('accepts liveOdds on or off, and nothing else there', () => {
    expect(optionsProblem(mode, { liveOdds: true }, 4)).toBeNull();
    expect(optionsProblem(mode, { liveOdds: false, botLevel: 'hard' }, 4)).toBeNull();
    expect(optionsProblem(mode, { liveOdds: 'yes' }, 4)).toMatch(/liveOdds/);
  });

  it('still refuses keys no table and no mode knows', () => {
    expect(optionsProblem(mode, { botLevel: 'easy', botLevl: 'hard' }, 4)).toMatch(/Unknown option "botLevl"/);
  });
});

describe('splitOptions', () => {
  it('hands the engine only its own options', () => {
    expect(splitOptions({ botLevel: 'hard', liveOdds: true, rounds: 2 })).toEqual({ table: { botLevel: 'hard', liveOdds: true }, mode: { rounds: 2 } });
  });
});

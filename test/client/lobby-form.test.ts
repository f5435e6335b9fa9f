import { describe, expect, it } from 'vitest';
import { againstHouse, createOptions, defaultForm, formRows, normalizeForm, withMode, type Form, type FormRow } from '../../client/lobby/form';
import { pageLabel, roomDetail } from '../../client/lobby/roomText';
import type { RoomMetadata } from '../../shared/protocol/messages';
import { optionsProblem } from '../../shared/protocol/table-options';

const row = (f: Form, key: string): FormRow => {
  const r = formRows(f, []).find((x) => x.key === key);
  if (!r) throw new Error(`no row ${key}`);
  return r;
};
const set = (f: Form, key: string, v: number | string | boolean): Form => (row(f, key).set as (v: unknown) => Form)(v);
const keys = (f: Form) => formRows(f, []).map((r) => r.key);

describe('the lobby form keeps only what it shows', () => {
  it('after a solo game, 2 seats do not bring the House along (issue 11.8)', () => {
    const solo = set(defaultForm(), 'form:seats', 1);
    expect(againstHouse(solo)).toBe(true);
    expect(keys(solo)).toContain('form:difficulty');
    const two = set(set(solo, 'form:difficulty', 'hard'), 'form:seats', 2);
    expect(two.house).toBe(false);
    expect(againstHouse(two)).toBe(false);
    expect(keys(two)).toContain('form:house');
    expect(keys(two)).not.toContain('form:difficulty');
    expect(two.difficulty).toBe('normal');
    expect(createOptions(two, []).options).not.toHaveProperty('solo');
  });

  it('the House added to a 2-seat table is dropped when its toggle goes away, and stays off on the way back', () => {
    const withHouse = set(set(defaultForm(), 'form:seats', 2), 'form:house', true);
    expect(createOptions(withHouse, []).options?.solo).toEqual({ difficulty: 'normal', houses: 1, adjustments: [] });
    const poker = withMode(withHouse, 'poker-plus', []);
    expect(poker.house).toBe(false);
    expect(keys(poker)).not.toContain('form:house');
    const back = set(withMode(poker, 'trash-poker', []), 'form:seats', 2);
    expect(back.house).toBe(false);
  });

  it("switching mode drops the other mode's variants and numbers", () => {
    const f = set(defaultForm(), 'form:trashTwoFromPot', true);
    expect(createOptions(f, []).options?.variants).toEqual({ trashTwoFromPot: true });
    const trash = withMode(f, 'trash', []);
    expect(trash.toggles).toEqual({});
    const small = set(trash, 'form:layoutSize', 5);
    expect(createOptions(small, []).options).toEqual({ layoutSize: 5 });
    expect(withMode(small, 'poker-plus', []).numbers).toEqual({});
  });

  it('bots stay below the seats, and fill new seats when every other seat was a bot', () => {
    const f = defaultForm();
    expect(set(f, 'form:seats', 2).bots).toBe(1);
    expect(set(set(f, 'form:seats', 1), 'form:seats', 3).bots).toBe(2);
    const open = set(f, 'form:bots', 1);
    expect(set(open, 'form:seats', 3).bots).toBe(1);
    expect(normalizeForm({ ...f, bots: 9 }, []).bots).toBe(3);
  });

  it('the number of Houses is kept within what fits beside the seats', () => {
    const solo = set(defaultForm(), 'form:seats', 1);
    const houses = row(solo, 'form:houses');
    expect(houses.kind === 'stepper' && houses.max).toBeGreaterThan(1);
    const three = set(solo, 'form:houses', 3);
    expect(createOptions(three, []).options?.solo).toMatchObject({ houses: 3 });
    const fewer = set(set(three, 'form:seats', 2), 'form:house', true);
    expect(fewer.houses).toBe(1);
  });

  it('"Trash only 2 from the pot" carries a one-line explanation', () => {
    expect(row(defaultForm(), 'form:trashTwoFromPot').hint).toMatch(/at most 2/);
  });
});

describe('the turn timer', () => {
  it('is left to the server by default (none against bots only), and sent when the player picks one', () => {
    const f = defaultForm();
    expect('turnTimer' in createOptions(f, [])).toBe(false);
    const timer = formRows(f, []).find((r) => r.key === 'form:timer')!;
    expect(timer.hint).toMatch(/no timer against bots/);
    if (timer.kind !== 'choice') throw new Error('the timer row is a choice');
    expect(createOptions(timer.set('30'), []).turnTimer).toBe(30);
    expect(createOptions(timer.set('0'), []).turnTimer).toBe(0);
  });
});

describe('the open-tables list counts in words that agree', () => {
  const md: RoomMetadata = {
    mode: 'trash-poker',
    modeName: 'Trash Poker',
    host: 'Ann',
    seats: 1,
    humans: 1,
    bots: 0,
    free: 1,
    spectators: 1,
    phase: 'waiting',
    round: null,
    rules: '',
  };
  it.each([
    [md, '1 seat · 1 player · 0 bots · 1 watching · Waiting · 1 free seat'],
    [{ ...md, seats: 4, humans: 2, bots: 1, free: 2 }, '4 seats · 2 players · 1 bot · 1 watching · Waiting · 2 free seats'],
    [{ ...md, seats: 2, bots: 1, free: 0, phase: 'playing' as const, round: 3 }, '2 seats · 1 player · 1 bot · 1 watching · Playing · round 3'],
    [{ ...md, phase: 'over' as const }, '1 seat · 1 player · 0 bots · 1 watching · Game over'],
  ])('%#: %s', (m, text) => {
    expect(roomDetail(m)).toBe(text);
  });
  it('says which rows a page of the list shows', () => {
    expect([pageLabel(0, 3, 11), pageLabel(9, 2, 11), pageLabel(6, 1, 7)]).toEqual(['1-3 of 11', '10-11 of 11', '7 of 7']);
  });
});

describe('bot level and live odds', () => {
  it('the form offers the three bot levels and sends the level only when it is not the default', () => {
    const f = defaultForm();
    const level = row(f, 'form:botLevel');
    expect(level.kind === 'choice' && level.choices.map((c) => c.value)).toEqual(['easy', 'normal', 'hard']);
    expect(createOptions(f, []).options).not.toHaveProperty('botLevel');
    const hard = set(f, 'form:botLevel', 'hard');
    expect(createOptions(hard, []).options).toMatchObject({ botLevel: 'hard' });
    expect(optionsProblem(hard.mode, createOptions(hard, []).options, hard.seats)).toBeNull();
  });

  it('live odds for players are off unless ticked', () => {
    const f = defaultForm();
    expect(createOptions(f, []).options).not.toHaveProperty('liveOdds');
    const on = set(f, 'form:liveOdds', true);
    expect(createOptions(on, []).options).toMatchObject({ liveOdds: true });
  });
});

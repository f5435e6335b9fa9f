import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetResults, keepResults, lastResults, resultsData } from '../../../client/net/lastResults';
import type { GameResult } from '../../../shared/engine/types';

/** A sessionStorage of one tab. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

const result: GameResult = { standings: [{ seat: 1, place: 1, score: 3, breakdown: { handsWon: 3 } }], winners: [1] };

describe('the results kept for a reload (issue 11: a lone player reloading on the results sees them again)', () => {
  beforeEach(() => {
    (globalThis as { sessionStorage?: Storage }).sessionStorage = fakeStorage();
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
  });

  it('names the seats from the seat list, open seats by number', () => {
    const seats = [
      { name: 'Ann', bot: false },
      { name: '', bot: true },
    ];
    expect(resultsData('trash', result, seats, 0, null)).toEqual({
      mode: 'trash',
      result,
      names: ['Ann', 'Seat 2'],
      bots: [false, true],
      seat: 0,
      table: null,
    });
  });

  it('keeps the results shown until they are left', () => {
    expect(lastResults()).toBeNull();
    const data = resultsData('trash', result, [{ name: 'Ann', bot: false }], 0, null);
    keepResults(data);
    expect(lastResults()).toEqual(data);
    forgetResults();
    expect(lastResults()).toBeNull();
  });

  it('reads nothing that is not results', () => {
    sessionStorage.setItem('tp.results', '{"mode":"trash"}');
    expect(lastResults()).toBeNull();
    sessionStorage.setItem('tp.results', 'not json');
    expect(lastResults()).toBeNull();
  });

  it('works without storage (a reload then goes to the lobby)', () => {
    delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
    keepResults(resultsData('trash', result, [], null, null));
    expect(lastResults()).toBeNull();
  });
});

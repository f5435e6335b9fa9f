import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonView } from '../../server/schema/JsonView';
import { flatten, unflatten } from '../../shared/protocol/json-view';

const json = fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.parse(JSON.stringify(v)));
const object = fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 6 });

describe('views as flat JSON Pointer entries', () => {
  it('round-trips any JSON object, keys with / and ~ included', () => {
    fc.assert(
      fc.property(object, (value) => {
        expect(unflatten(flatten(value))).toEqual(value);
      }),
    );
    expect(unflatten(flatten({ 'a/b': { '~c': [1, { d: null }] }, e: [] }))).toEqual({ 'a/b': { '~c': [1, { d: null }] }, e: [] });
  });

  it('after any sequence of syncs, the schema entries rebuild exactly the last value', () => {
    fc.assert(
      fc.property(fc.array(object, { minLength: 1, maxLength: 6 }), (values) => {
        const view = new JsonView();
        for (const value of values) {
          view.sync(value);
          expect(unflatten(view.entries)).toEqual(value);
          expect(new Map(view.entries.entries())).toEqual(flatten(value));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('touches only the entries that changed', () => {
    const view = new JsonView();
    const seats = [0, 1, 2, 3].map((seat) => ({ seat, chips: 0, discard: ['1-2S', '1-3S'], pot: [{ id: 'x', owner: seat }] }));
    view.sync({ round: 1, seats });
    const writes: string[] = [];
    const set = view.entries.set.bind(view.entries);
    view.entries.set = (key: string, value: string) => {
      writes.push(key);
      return set(key, value);
    };
    view.sync({ round: 1, seats: seats.map((s) => (s.seat === 2 ? { ...s, chips: 5 } : s)) });
    expect(writes).toEqual(['/seats/2/chips']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonView } from '../../server/schema/JsonView';
import { OverlayView } from '../../server/schema/OverlayView';
import { withOverlay } from '../../shared/engine/overlay';
import { Decoder, Encoder } from '@colyseus/schema';
import { asciiJson, composeView, flatten, overlayEntries, sameJson, tableView, unflatten } from '../../shared/protocol/json-view';

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

  it('keeps a small record (members primitives or arrays of primitives) as one entry, and splits what holds deeper values', () => {
    const view = { round: 2, seats: [{ chips: 3, score: { low: 1, draw: 0 }, result: { rp: 4, wilds: ['u01'] }, hand: null }] };
    expect([...flatten(view).keys()]).toEqual(['', '/round', '/seats', '/seats/0', '/seats/0/chips', '/seats/0/score', '/seats/0/result', '/seats/0/hand']);
    expect(flatten(view).get('/seats/0/score')).toBe('{"low":1,"draw":0}');
    // A seat that is itself such a record is one entry, and a private overlay still writes into it.
    const flat = {
      seats: [
        { handCount: 2, hand: null },
        { handCount: 1, hand: null },
      ],
    };
    expect([...flatten(flat).keys()]).toEqual(['', '/seats', '/seats/0', '/seats/1']);
    expect(composeView(flatten(flat), overlayEntries({ '/seats/1/hand': ['AS'] }))).toEqual({
      seats: [
        { handCount: 2, hand: null },
        { handCount: 1, hand: ['AS'] },
      ],
    });
  });

  it('sameJson says two values are the same exactly when their JSON is', () => {
    const sortKeys = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sortKeys)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
            )
          : v;
    const canonical = (v: unknown) => JSON.stringify(sortKeys(v));
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(sameJson(a, b)).toBe(canonical(a) === canonical(b));
        expect(sameJson(a, structuredClone(a))).toBe(true);
      }),
    );
    expect(sameJson({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameJson(JSON.parse('{"__proto__":1}'), {})).toBe(false);
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
      { numRuns: 500 },
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

describe('a seat view as the public view plus a private overlay', () => {
  // A public view and an overlay that writes new values at some of its existing places.
  const composed = object
    .filter((value) => Object.keys(value).length > 0)
    .chain((open) => {
      const pointers = [...flatten(open).keys()].filter((p) => p !== '');
      return fc.tuple(
        fc.constant(open),
        fc.uniqueArray(fc.constantFrom(...(pointers.length ? pointers : ['/x'])), { maxLength: 4 }),
        fc.array(json, { minLength: 4, maxLength: 4 }),
      );
    })
    .map(([open, chosen, values]) => {
      // Overlay pointers never nest: keep the shallowest of any chain.
      const roots = chosen.filter((p) => !chosen.some((q) => q !== p && p.startsWith(`${q}/`)));
      const overlay = Object.fromEntries(roots.map((p, i) => [p, values[i]]));
      return { open, overlay };
    });

  it('composes on the client to exactly the public view with the overlay written in', () => {
    fc.assert(
      fc.property(composed, ({ open, overlay }) => {
        const expected = withOverlay(structuredClone(open), overlay);
        expect(composeView(flatten(open), overlayEntries(overlay))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the overlay entries exact through any sequence of syncs', () => {
    fc.assert(
      fc.property(fc.array(composed, { minLength: 1, maxLength: 6 }), (steps) => {
        const node = new OverlayView();
        for (const { overlay } of steps) {
          node.sync(overlay);
          expect(new Map(node.entries.entries())).toEqual(overlayEntries(overlay));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reads the same from decoded state and from its plain JSON', () => {
    const open = { seat: null, seats: [{ hand: null }, { hand: null }], legal: [] };
    const overlay = { '/seat': 1, '/seats/1/hand': ['1-2S'], '/legal': [{ type: 'pick', card: '1-2S' }] };
    const state = { publicView: { entries: flatten(open) }, privateViews: new Map([['1', { entries: overlayEntries(overlay) }]]) };
    const json = { publicView: { entries: Object.fromEntries(flatten(open)) }, privateViews: { 1: { entries: Object.fromEntries(overlayEntries(overlay)) } } };
    const mine = { seat: 1, seats: [{ hand: null }, { hand: ['1-2S'] }], legal: [{ type: 'pick', card: '1-2S' }] };
    expect(tableView(state, 1)).toEqual(mine);
    expect(tableView(json, 1)).toEqual(mine);
    expect(tableView(json, null)).toEqual(open);
    expect(tableView({}, 0)).toBeNull();
  });
});

describe('through the real schema codec', () => {
  it('decodes texts of every length around the 1-byte and 2-byte length forms (255 bytes was misencoded)', () => {
    const view = new JsonView();
    const encoder = new Encoder(view);
    const decoder = new Decoder(new JsonView());
    decoder.decode(encoder.encodeAll());
    for (let length = 200; length <= 300; length++) {
      const value = { text: 'x'.repeat(length), after: 'still readable' };
      view.sync(value);
      decoder.decode(encoder.encode());
      encoder.discardChanges();
      expect(unflatten((decoder.state as JsonView).entries)).toEqual(value);
    }
    expect(asciiJson('y'.repeat(253))).toHaveLength(256); // 255 characters of JSON, padded
  });
});

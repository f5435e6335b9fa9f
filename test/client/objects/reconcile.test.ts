import { describe, expect, it } from 'vitest';
import { reconcile } from '../../../client/objects/reconcile';

/** A stand-in control: what the picture says it shows, and whether it was removed. */
interface Ctl {
  label: string;
  removed: boolean;
}

function reconciler() {
  const made: string[] = [];
  return {
    made,
    r: {
      make: (s: { key: string; label: string }): Ctl => {
        made.push(s.key);
        return { label: s.label, removed: false };
      },
      update: (c: Ctl, s: { key: string; label: string }) => {
        c.label = s.label;
      },
      remove: (c: Ctl) => {
        c.removed = true;
      },
    },
  };
}

describe('reconcile (issue 19: a redraw keeps the controls whose meaning did not change)', () => {
  it('keeps an unchanged control the same object across two pictures', () => {
    const live = new Map<string, Ctl>();
    const { r, made } = reconciler();
    reconcile(
      live,
      [
        { key: 'btn:confirm', label: 'Redraw 2 cards' },
        { key: 'btn:take-top', label: 'Trash my top card' },
      ],
      r,
    );
    const confirm = live.get('btn:confirm');
    reconcile(live, [{ key: 'btn:confirm', label: 'Redraw 3 cards' }], r);
    expect(live.get('btn:confirm')).toBe(confirm);
    expect(confirm?.label).toBe('Redraw 3 cards');
    expect(made).toEqual(['btn:confirm', 'btn:take-top']);
  });

  it('removes only the controls that left the picture and makes the new ones', () => {
    const live = new Map<string, Ctl>();
    const { r, made } = reconciler();
    reconcile(
      live,
      [
        { key: 'a', label: 'A' },
        { key: 'b', label: 'B' },
      ],
      r,
    );
    const b = live.get('b')!;
    reconcile(
      live,
      [
        { key: 'a', label: 'A' },
        { key: 'c', label: 'C' },
      ],
      r,
    );
    expect(b.removed).toBe(true);
    expect([...live.keys()]).toEqual(['a', 'c']);
    expect(made).toEqual(['a', 'b', 'c']);
  });
});

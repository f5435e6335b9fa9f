import { describe, expect, it } from 'vitest';
import { modes } from '../../../shared/engine/index';
import { MODE_IDS, type ModeId } from '../../../shared/engine/types';
import { targetKeyOf } from '../../../shared/protocol/targets';

type Legal = { type: string; card?: string };

/** Every legal action list a seat met in a bot game of `mode` (up to `moves` moves). */
function legalLists(mode: ModeId, players: number, moves: number): Legal[][] {
  const m = modes[mode];
  let s = m.setup({ players, seed: `targets-${mode}` });
  const lists: Legal[][] = [];
  for (let i = 0; i < moves && !m.isOver(s); i++) {
    const actor = m.actors(s)[0];
    lists.push(m.legalActions(s, actor) as Legal[]);
    const r = m.apply(s, actor, m.botAction(s, actor));
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return lists;
}

describe('target keys of legal actions', () => {
  it.each(MODE_IDS)('%s: every legal action met in a bot game has a target key', (mode) => {
    const missing = legalLists(mode, 2, 400)
      .flat()
      .filter((a) => targetKeyOf(mode, a) === null);
    expect(missing).toEqual([]);
  });

  // Poker+ chooses a card first and where it goes second, so its card's actions share the card's key.
  it.each(['trash-poker', 'trash'] as const)('%s: no two legal actions of one moment share a key', (mode) => {
    const shared = legalLists(mode, 3, 400).filter((legal) => new Set(legal.map((a) => targetKeyOf(mode, a))).size !== legal.length);
    expect(shared).toEqual([]);
  });

  it('names the keys the tables, the coach and the browser tests use', () => {
    expect(targetKeyOf('trash-poker', { type: 'effect', use: false } as Legal)).toBe('btn:effect:no');
    expect(targetKeyOf('trash-poker', { type: 'upgrade', area: 'drawMore' } as Legal)).toBe('area:drawMore');
    expect(targetKeyOf('poker-plus', { type: 'merge', hands: [0, 2] } as Legal)).toBe('btn:merge:0-2');
    expect(targetKeyOf('trash', { type: 'place', spot: 7 } as Legal)).toBe('spot:7');
    expect(targetKeyOf('trash', { type: 'no-such-move' })).toBeNull();
  });
});

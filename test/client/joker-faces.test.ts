import { describe, expect, it } from 'vitest';
import { faceKey } from '../../client/art/cards';
import { trashPokerCardText, trashPokerFace } from '../../client/modes/faces';
import { FINAL_JOKER, STARTING_JOKER_IDS, UNLOCKABLE_JOKER_IDS } from '../../shared/engine/trash-poker/jokers';

const ALL = [...STARTING_JOKER_IDS, ...UNLOCKABLE_JOKER_IDS, FINAL_JOKER.id];

describe('joker faces', () => {
  it('every starting, unlockable and Final joker has its own texture key', () => {
    const keys = ALL.map((id) => faceKey(trashPokerFace(id)!));
    expect(new Set(keys).size).toBe(ALL.length);
    expect(keys).toContain('card-j03');
    expect(keys).toContain('card-u03');
  });

  it('every joker face paints its own symbols, label and caption (unlockable 3 is not starting Joker 3)', () => {
    const faces = ALL.map((id) => JSON.stringify(trashPokerFace(id)));
    expect(new Set(faces).size).toBe(ALL.length);
    const u03 = trashPokerFace('u03')!;
    const j03 = trashPokerFace('j03')!;
    if (u03.kind !== 'joker' || j03.kind !== 'joker') throw new Error('not jokers');
    expect(u03.joker).toMatchObject({ id: 'u03', number: 3, name: 'Ace Magnet', ranks: ['A'], suits: ['H'] });
    expect(u03.joker.label).not.toBe(j03.joker.label);
    expect(j03.joker.name).toBeUndefined();
  });

  it('every unlockable joker has a sticker label of its own, not a starting joker’s', () => {
    const starting = new Set(STARTING_JOKER_IDS.map((id) => (trashPokerFace(id) as { joker: { label: string } }).joker.label));
    for (const id of UNLOCKABLE_JOKER_IDS) {
      const face = trashPokerFace(id) as { joker: { label: string } };
      expect(starting.has(face.joker.label), `${id}: ${face.joker.label}`).toBe(false);
    }
  });

  it('the hover title names an unlockable joker as such', () => {
    expect(trashPokerCardText('u03')?.title).toBe('Ace Magnet (unlockable 3) · A♥');
    expect(trashPokerCardText('j03')?.title).toBe('Joker 3 · Q♦ K♦');
  });
});

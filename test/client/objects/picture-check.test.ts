import { describe, expect, it } from 'vitest';
import type { CardWant } from '../../../client/objects/CardLayer';
import { type DrawnCard, pictureMismatch } from '../../../client/objects/pictureCheck';

const want = (x: number, y: number, o: Partial<CardWant> = {}): CardWant => ({
  x,
  y,
  h: 100,
  face: 'face',
  faceUp: true,
  owner: null,
  state: 'plain',
  depth: 1,
  real: true,
  ...o,
});
const drawn = (key: string, x: number, y: number, o: Partial<DrawnCard> = {}): DrawnCard => ({
  x,
  y,
  h: 100,
  faceUp: true,
  state: 'plain',
  cardId: key,
  visible: true,
  moving: false,
  ...o,
});

describe('pictureMismatch (issue 11.1: after any animation the table shows the latest picture)', () => {
  it('is empty when every card sits where the picture wants it', () => {
    expect(pictureMismatch(new Map([['1-AS', drawn('1-AS', 10, 20)]]), new Map([['1-AS', want(10, 20)]]))).toEqual([]);
  });

  it('names a card left mid-flight, a stale card, a missing card and a card not enabled', () => {
    const wants = new Map([
      ['1-AS', want(10, 20)],
      ['1-KD', want(50, 20, { state: 'legal' })],
      ['1-2C', want(90, 20)],
    ]);
    const onScreen = new Map([
      ['1-AS', drawn('1-AS', 300, 400)],
      ['1-KD', drawn('1-KD', 50, 20)],
      ['0-9H', drawn('0-9H', 0, 0)],
    ]);
    expect(pictureMismatch(onScreen, wants)).toEqual([
      '1-AS: at 300,400 instead of 10,20',
      '1-KD: plain instead of legal',
      '1-2C: not drawn',
      '0-9H: drawn but not in the picture',
    ]);
  });

  it('lets a card still settling towards its place be elsewhere, but not face down', () => {
    const wants = new Map([['1-AS', want(10, 20)]]);
    expect(pictureMismatch(new Map([['1-AS', drawn('1-AS', 200, 20, { moving: true })]]), wants)).toEqual([]);
    expect(pictureMismatch(new Map([['1-AS', drawn('1-AS', 10, 20, { faceUp: false })]]), wants)).toEqual(['1-AS: face down instead of up']);
  });
});

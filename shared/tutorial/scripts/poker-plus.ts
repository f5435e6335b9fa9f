/** The Poker+ tutorial: the first turns of a one-round game against a bot on a fixed deal (docs/tutorials.md). */
import type { TutorialScript } from '../script';

export const POKER_PLUS_TUTORIAL: TutorialScript = {
  mode: 'poker-plus',
  title: 'How to play Poker+',
  table: { seed: 'tutorial-30', seats: 2, options: { rounds: 1 } },
  steps: [
    {
      id: 'welcome',
      kind: 'read',
      when: { over: false },
      title: 'Welcome to Poker+',
      text: 'Build poker hands in your playfield, in front of you, one card per turn. Hands score by the scoring table when the round ends: when everyone is out of cards or all four jokers are out.',
    },
    {
      id: 'dice',
      kind: 'read',
      when: { myTurn: true, step: 'act' },
      title: 'Dice and parity',
      text: 'Each turn the two dice are rolled: the black die for \u2660 \u2663, the red die for \u2665 \u2666. You may play a card whose colour matches a die and whose number is odd or even like it (A=1, J=11, Q=12, K=13). Highlighted cards are the ones you may play.',
      target: ['legal:play', 'legal:discard'],
    },
    {
      id: 'play',
      kind: 'do',
      when: { myTurn: true, step: 'act' },
      title: 'Play a card',
      text: 'Pick a highlighted card from your hand or the reserve, then the hand of your playfield to put it in (or a new hand). If nothing fits, discard a card instead.',
      target: ['legal:play', 'legal:discard'],
    },
    {
      id: 'exact-match',
      kind: 'do',
      when: { step: 'bonus' },
      title: 'Exact match',
      text: 'Your card matched a die exactly (its colour and number): you may play a second card, or pass.',
      target: ['legal:play', 'btn:pass'],
    },
    {
      id: 'royals',
      kind: 'do',
      when: { myTurn: true, step: 'act', royalsInHand: ['A', 'J', 'Q', 'K', 'joker'] },
      title: 'Royals',
      text: 'Discarding a royal gives an action: an Ace splits or merges your hands, a Jack plays a reserve card matching a die, a Queen any reserve card, a King any card from your hand, a Joker any card into any playfield. Discard your royal.',
      target: ['legal:discard:A,J,Q,K,joker', 'legal:play'],
    },
    {
      id: 'royal-action',
      kind: 'do',
      when: { step: 'royal' },
      title: 'Take the royal\u2019s action',
      text: 'Now carry out the royal\u2019s action (the highlighted cards and hands), or pass.',
      target: ['legal:play', 'legal:split', 'legal:merge', 'legal:pick', 'btn:pass'],
    },
    {
      id: 'scoring',
      kind: 'read',
      when: { myTurn: true },
      title: 'The scoring table',
      text: 'When the round ends, each hand of your playfield scores: pair 1, three of a kind 1, straight 2, flush 3, full house 4, four of a kind 5, straight flush 6 (the rules reference has the whole table). A hand that matches nothing scores 0, so finish your hands. Most points wins. Play on!',
    },
  ],
};

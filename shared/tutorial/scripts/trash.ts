/** The Trash tutorial: a quick game on 3-card layouts against a bot (docs/tutorials.md). */
import type { TutorialScript } from '../script';

export const TRASH_TUTORIAL: TutorialScript = {
  mode: 'trash',
  title: 'How to play Trash',
  table: { seed: 'tutorial-474', seats: 2, options: { layoutSize: 3 } },
  steps: [
    {
      id: 'welcome',
      kind: 'read',
      when: { over: false },
      title: 'Welcome to Trash',
      text: 'Your layout is a row of face-down cards: spot 1 is for an ace, spot 2 for a "2", and so on. Fill every spot with its card to win the hand. This quick game starts with 3 spots (the full game has 10).',
    },
    {
      id: 'draw',
      kind: 'do',
      when: { myTurn: true, holding: false },
      title: 'Draw a card',
      text: 'Start your turn by drawing from the stock, or take the top discard if it fits a spot of yours.',
      target: ['btn:draw', 'btn:take-discard'],
    },
    {
      id: 'jack',
      kind: 'do',
      when: { held: 'J' },
      title: 'Jacks are wild',
      text: 'A jack may go on any face-down spot. A natural card can replace it later, and the jack then moves on.',
      target: ['legal:place', 'btn:discard'],
    },
    {
      id: 'place',
      kind: 'do',
      when: { holding: true, legal: 'place' },
      title: 'Place it',
      text: 'Put the card on its spot: the face-down card there comes up, and you play it next, as long as it fits.',
      target: ['legal:place'],
    },
    {
      id: 'discard',
      kind: 'do',
      when: { holding: true, legal: 'discard' },
      title: 'No place for it',
      text: 'This card fits no face-down spot of yours: discard it, and your turn ends.',
      target: ['btn:discard'],
    },
    {
      id: 'shrinking',
      kind: 'read',
      when: { handsPlayed: [1, 2, 3, 4, 5, 6] },
      title: 'Shrinking layouts',
      text: 'Whoever fills a layout first wins the hand and plays the next hand with one spot fewer. The first to fill a one-card layout wins the game. Play on!',
    },
  ],
};

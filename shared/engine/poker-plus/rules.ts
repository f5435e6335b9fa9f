/**
 * The numbers the table agrees on before a Poker+ game. Every gap the rule text leaves is settled
 * here as data; docs/rules/poker-plus.md gives the reason for each.
 */
export const POKER_PLUS_RULES = {
  minPlayers: 2,
  maxPlayers: 8,
  /** "Two decks of cards for up to 4 players; four decks for up to eight." */
  decksByPlayers: [
    { upTo: 4, decks: 2 },
    { upTo: 8, decks: 4 },
  ],
  /** "Shuffle both (all) decks together. Do not remove jokers." A standard deck has a black and a red joker. */
  jokersPerDeck: 2,
  /** "Deal each player a deck of fourteen cards." */
  personalDeckSize: 14,
  /** "Deal two cards face up in the centre of the table; this will form the reserve." */
  reserveSize: 2,
  /** "Each player draws three cards to their hand." and "Draw back your hand." */
  handSize: 3,
  /** "Play as many rounds as you want": the table sets a number, three by default. */
  defaultRounds: 3,
  maxRounds: 20,
} as const;

/** How many decks are shuffled together for this many players. */
export function decksFor(players: number): number {
  const row = POKER_PLUS_RULES.decksByPlayers.find((r) => players <= r.upTo);
  if (!row) throw new RangeError(`Poker+ seats at most ${POKER_PLUS_RULES.maxPlayers} players, not ${players}.`);
  return row.decks;
}

/**
 * Setup: shuffle all decks together, deal each player a fourteen-card deck, lay out the reserve,
 * draw three cards each, pick the first lead, roll for the first turn.
 */
import { nextInt, seedRng, shuffleInPlace } from '../rng';
import type { GameEvent, SetupOptions } from '../types';
import { shoe } from './cards';
import { startTurn } from './dice';
import { POKER_PLUS_RULES, decksFor } from './rules';
import type { PokerPlusConfig, PokerPlusOptions, PokerPlusState } from './types';

/** Reads the table's options; throws a RangeError a lobby can show when they are out of range. */
export function configFor(players: number, options: PokerPlusOptions = {}): PokerPlusConfig {
  const R = POKER_PLUS_RULES;
  if (!Number.isInteger(players) || players < R.minPlayers || players > R.maxPlayers) {
    throw new RangeError(`Poker+ is for ${R.minPlayers} to ${R.maxPlayers} players.`);
  }
  const rounds = options.rounds ?? R.defaultRounds;
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > R.maxRounds) {
    throw new RangeError(`Play 1 to ${R.maxRounds} rounds.`);
  }
  return {
    players,
    decks: decksFor(players),
    rounds,
    handSize: R.handSize,
    personalDeckSize: R.personalDeckSize,
    reserveSize: R.reserveSize,
  };
}

export function setupPokerPlus(opts: SetupOptions): PokerPlusState {
  const config = configFor(opts.players, (opts.options ?? {}) as PokerPlusOptions);
  const rng = seedRng(opts.seed);
  // Nobody's deck-building past is known online: the first lead is drawn at random (the text's tie-break).
  const firstLead = nextInt(rng, config.players);
  const state: PokerPlusState = {
    mode: 'poker-plus',
    config,
    rng,
    round: 1,
    firstLead,
    lead: firstLead,
    turn: firstLead,
    step: 'act',
    royal: null,
    selection: null,
    dice: { black: 1, red: 1 },
    players: [],
    reserve: [],
    stock: [],
    discard: [],
    history: [],
    turns: 0,
    over: false,
  };
  dealRound(state, []);
  return state;
}

/**
 * Starts round `state.round` on a draft: every card back in one shuffled shoe, fresh personal
 * decks, reserve and hands, the round's lead rolling first.
 */
export function dealRound(state: PokerPlusState, events: GameEvent[]): void {
  const { config } = state;
  const stock = shuffleInPlace(state.rng, shoe(config.decks));
  state.lead = (state.firstLead + state.round - 1) % config.players;
  state.players = Array.from({ length: config.players }, () => ({
    hand: [],
    drawPile: stock.splice(0, config.personalDeckSize),
    playfield: [],
  }));
  state.reserve = stock.splice(0, config.reserveSize);
  state.stock = stock;
  state.discard = [];
  events.push({ kind: 'round-started', round: state.round, lead: state.lead, reserve: [...state.reserve], stockCount: stock.length });
  state.players.forEach((p, seat) => {
    p.hand = p.drawPile.splice(0, config.handSize);
    events.push({ kind: 'cards-drawn', seat, visibleTo: [seat], cards: [...p.hand], count: p.hand.length });
  });
  startTurn(state, state.lead, events);
}

/**
 * "Round Sequence": starting a round. The round's jokers are turned face up on the scoring
 * track (they join the pot); in the last round the Final Joker's rules apply instead.
 */
import { startHouseRound } from './house.js';
import { FINAL_JOKER } from './jokers.js';
import { moveCard, roundsOf, seatW, type Ctx } from './state.js';

export function startRound(ctx: Ctx): void {
  const s = ctx.s;
  s.round++;
  s.placement = [];
  s.collect = null;
  for (let seat = 0; seat < s.players; seat++) {
    const p = seatW(ctx, seat);
    p.result = null;
    p.picked = [];
  }
  startHouseRound(ctx);
  ctx.events.push({ kind: 'round-started', round: s.round, roundsLeft: roundsOf(s) - s.round });
  const stack = s.stacks[0];
  if (stack) {
    for (const card of stack.slice()) moveCard(ctx, card, { zone: 'stack' }, { zone: 'middle' });
    s.stacks.shift();
    ctx.events.push({ kind: 'jokers-revealed', round: s.round, cards: s.middle.slice() });
  }
  if (s.round === roundsOf(s)) ctx.events.push({ kind: 'final-joker', card: FINAL_JOKER.id, text: FINAL_JOKER.text });
}

/** The round is over (everyone has cleaned up). */
export function endRound(ctx: Ctx): void {
  ctx.events.push({ kind: 'round-ended', round: ctx.s.round });
}

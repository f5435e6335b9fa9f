/**
 * The table options Poker+ understands, as a strict schema: a room refuses anything else
 * (unknown keys are typos or probes, and would be stored and echoed to every joiner).
 */
import { z } from 'zod';
import { POKER_PLUS_RULES } from './rules';
import type { PokerPlusOptions } from './types';

export const PokerPlusOptionsSchema = z.strictObject({
  rounds: z.number().int().min(1).max(POKER_PLUS_RULES.maxRounds).optional(),
}) satisfies z.ZodType<PokerPlusOptions>;

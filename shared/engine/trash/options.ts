/**
 * The table options Trash understands, as a strict schema: a room refuses anything else
 * (unknown keys are typos or probes, and would be stored and echoed to every joiner).
 */
import { z } from 'zod';
import { FULL_LAYOUT, type TrashOptions } from './types';

export const TrashOptionsSchema = z.strictObject({
  layoutSize: z.number().int().min(1).max(FULL_LAYOUT).optional(),
}) satisfies z.ZodType<TrashOptions>;

import * as z from 'zod/mini';
import { idSchema } from './common';
import { optionalText } from './number-entries';

/**
 * Blocked numbers (spec core §3 "Blocked number and VIP caller", §5 "Blocking"). Numbers travel
 * and are stored as a plus and digits only.
 */

/** Block name and company: at most 100 characters each (core §5, §9). */
export const BLOCK_TEXT_MAX = 100;

export const blockedNumberSchema = z.object({
  entryId: z.int(),
  accountId: z.int(),
  phoneNumber: z.string(),
  name: z.nullable(z.string()),
  company: z.nullable(z.string()),
});
export type BlockedNumber = z.infer<typeof blockedNumberSchema>;

/** POST /api/blockNumbers/ */
export const blockNumberRequestSchema = z.object({
  accountId: idSchema,
  phoneNumber: z.string().check(z.trim(), z.minLength(1)),
  name: optionalText(BLOCK_TEXT_MAX),
  company: optionalText(BLOCK_TEXT_MAX),
});

/** POST /api/editBlockNumbers/ */
export const editBlockNumberRequestSchema = z.extend(blockNumberRequestSchema, {
  entryId: idSchema,
});

/** POST /api/blockNumbers/unblock */
export const unblockNumberRequestSchema = z.object({
  accountId: idSchema,
  existingNumber: z.string().check(z.trim(), z.minLength(1)),
});

/** Spec text of core §5 / §8 the server answers with. */
export const blockedMessages = { duplicate: 'This phone number has already been blocked.' } as const;

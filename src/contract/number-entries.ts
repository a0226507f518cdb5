import * as z from 'zod/mini';
import { idSchema } from './common';

/**
 * What the number lists (blocked numbers, VIP callers; spec core §3 "Blocked number and VIP
 * caller") share: numbers travel and are stored as a plus and digits only.
 */

/** Optional free text from a form: blank → null. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((value) => (value ? value : null)),
  );

export const accountQuerySchema = z.object({ accountId: idSchema });

export const okSchema = z.object({ ok: z.literal(true) });

/** Spec texts of core §5 / §8 the server answers with. */
export const numberEntryMessages = { invalidPhone: 'The phone number is not valid.' } as const;

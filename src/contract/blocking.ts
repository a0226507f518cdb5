import * as z from 'zod/mini';
import { idSchema } from './common';

/**
 * Blocked numbers and VIP callers (spec core §3 "Blocked number and VIP caller", §5 "Blocking",
 * "VIP contacts"). Numbers travel and are stored as a plus and digits only.
 */

/** Block name and company: at most 100 characters each (core §5, §9). */
export const BLOCK_TEXT_MAX = 100;
/** VIP name and company: under 70 characters (core §5, §9). */
export const VIP_TEXT_LIMIT = 70;
/** The VIP forwarding number is exactly 12 characters with its plus (core §9). */
export const VIP_FORWARDING_LENGTH = 12;

/** + and 7 to 15 digits: what the server stores and returns. */
export const storedPhoneNumber = z.string().check(z.regex(/^\+\d{7,15}$/));

/** Optional free text from a form: blank → null. */
const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((value) => (value ? value : null)),
  );

export const blockedNumberSchema = z.object({
  entryId: z.int(),
  accountId: z.int(),
  phoneNumber: z.string(),
  name: z.nullable(z.string()),
  company: z.nullable(z.string()),
});
export type BlockedNumber = z.infer<typeof blockedNumberSchema>;

export const vipCallerSchema = z.object({
  vipCallerId: z.int(),
  accountId: z.int(),
  name: z.string(),
  company: z.nullable(z.string()),
  phoneNumber: z.string(),
});
export type VipCaller = z.infer<typeof vipCallerSchema>;

export const accountQuerySchema = z.object({ accountId: idSchema });

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

/** POST /api/vipCallers/create */
export const createVipCallerRequestSchema = z.object({
  accountId: idSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(VIP_TEXT_LIMIT - 1)),
  company: optionalText(VIP_TEXT_LIMIT - 1),
  phoneNumber: z.string().check(z.trim(), z.minLength(1)),
});

/** POST /api/vipCallers/update */
export const updateVipCallerRequestSchema = z.extend(createVipCallerRequestSchema, { vipCallerId: idSchema });

/** POST /api/vipCallers/delete */
export const deleteVipCallerRequestSchema = z.object({
  vipCallerId: idSchema,
  accountId: idSchema,
});

/** POST /api/accounts/updateVipNumber: anything but 12 characters clears the number (core §5). */
export const updateVipNumberRequestSchema = z.object({
  accountId: idSchema,
  vipForwardingNumber: z.nullish(z.string().check(z.trim())),
});
export const vipNumberResponseSchema = z.object({
  accountId: z.int(),
  vipForwardingNumber: z.nullable(z.string()),
});

export const okSchema = z.object({ ok: z.literal(true) });

/**
 * The stored form of an entered number (core §5: a plus and digits only; a 10-digit number gets
 * +1), or null when it is not a dialable number: +1 numbers need 10 national digits, others 7–15
 * digits in all.
 */
export function toStoredPhoneNumber(raw: string): string | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  let stored: string;
  if (trimmed.startsWith('+')) stored = `+${digits}`;
  else if (digits.length === 10) stored = `+1${digits}`;
  else if (digits.length === 11 && digits.startsWith('1')) stored = `+${digits}`;
  else return null;
  if (stored.startsWith('+1')) return stored.length === 12 ? stored : null;
  return /^\+\d{7,15}$/.test(stored) ? stored : null;
}

/** Spec texts of core §5 / §8 the server answers with. */
export const blockingMessages = {
  duplicateBlocked: 'This phone number has already been blocked.',
  duplicateVip: 'This phone number has already been added as a VIP Contact.',
  invalidPhone: 'The phone number is not valid.',
} as const;

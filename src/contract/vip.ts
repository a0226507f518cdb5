import * as z from 'zod/mini';
import { idSchema } from './common';
import { optionalText } from './number-entries';

/** VIP callers and the VIP forwarding number (spec core §3 "Blocked number and VIP caller", §5 "VIP contacts"). */

/** VIP name and company: under 70 characters (core §5, §9). */
export const VIP_TEXT_LIMIT = 70;
/** The VIP forwarding number is exactly 12 characters with its plus (core §9). */
export const VIP_FORWARDING_LENGTH = 12;

export const vipCallerSchema = z.object({
  vipCallerId: z.int(),
  accountId: z.int(),
  name: z.string(),
  company: z.nullable(z.string()),
  phoneNumber: z.string(),
});
export type VipCaller = z.infer<typeof vipCallerSchema>;

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

/** Spec text of core §5 / §8 the server answers with. */
export const vipMessages = { duplicate: 'This phone number has already been added as a VIP Contact.' } as const;

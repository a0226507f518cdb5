import * as z from 'zod/mini';

/** The API speaks Y/N for booleans throughout (spec core §3). */
export const yn = z.enum(['Y', 'N']);
export type YN = z.infer<typeof yn>;

/** Role keys of core §6 / billing-account §6; the three unnamed partner-type keys are ours. */
export const roleKeys = [
  'GLOBALADMIN',
  'LOCATIONADMIN',
  'BILLING_ADMIN',
  'USER',
  'USERSMS',
  'USEROUTCALL',
  'GUEST',
  'INACTIVE',
  'GRASSHOPPER',
  'GRASSHOPPERSMS',
  'GRASSHOPPERGLOBAL',
  'PARTNERS',
  'PARTNERS_ADMIN',
  'PARTNERS_BILLING',
  'PARTNERS_USER',
] as const;
export const roleKey = z.enum(roleKeys);
export type RoleKey = z.infer<typeof roleKey>;

/** ISO-8601 timestamps travel as strings. */
export const isoDateTime = z.string();

/** Query and form fields arrive as strings: a whole number once coerced. */
export const coercedInt = () => z.coerce.number().check(z.int());

export const idSchema = z.coerce.number().check(z.int(), z.positive());

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

/** Partner roles (core §6, billing-account §6): the spec's three named ones plus our three partner-type keys. */
export const partnerRoleKeys: readonly RoleKey[] = [
  'PARTNERS',
  'GRASSHOPPER',
  'GRASSHOPPERSMS',
  'PARTNERS_ADMIN',
  'PARTNERS_BILLING',
  'PARTNERS_USER',
];
export type RoleKey = z.infer<typeof roleKey>;

/** ISO-8601 timestamps travel as strings. */
export const isoDateTime = z.string();

/** Query and form fields arrive as strings: a whole number once coerced. */
export const coercedInt = () => z.coerce.number().check(z.int());

/** The largest value of a PostgreSQL `integer` (every id column): larger ids are refused at parsing. */
export const MAX_ID = 2_147_483_647;

/**
 * An id: a JSON number, or digits in a path, query or form field. Only those are coerced: a bare
 * `z.coerce.number()` also turned `[7]` into 7 and `true` into 1.
 */
const idNumber = z.number().check(z.int(), z.positive(), z.maximum(MAX_ID, `must be at most ${MAX_ID}`));
export const idSchema = z.pipe(
  z.pipe(z.union([idNumber, z.string().check(z.regex(/^[0-9]{1,10}$/, 'must be a whole number'))]), z.transform((value) => Number(value))),
  idNumber,
);

/** A whole number that fits a PostgreSQL `integer` (versions, page numbers). */
export const boundedInt = () => coercedInt().check(z.minimum(-MAX_ID - 1), z.maximum(MAX_ID));

/**
 * One id or many (the key repeats: `ids=1&ids=2`), at most `max` of them: the largest selection
 * the UI sends in one request (it splits larger bulk actions into batches).
 */
export const idListSchema = (max: number) =>
  z.pipe(
    z.optional(z.union([idSchema, z.array(idSchema).check(z.maxLength(max, `at most ${max} ids per request`))])),
    z.transform((v): number[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  );

/** Ids per bulk read / archive / follow-up request (the client sends larger selections in batches). */
export const MAX_BULK_IDS = 500;
/**
 * Ids per export request: exports are GETs, and the address must stay well under the 8 KB that
 * servers and proxies commonly accept (an id costs about 11 characters).
 */
export const MAX_EXPORT_IDS = 500;

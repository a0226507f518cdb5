import * as z from 'zod/mini';

/** Bounded text fields of the sign-in calls (hostile input is a 400 with a message). */
const email = z.string().check(z.trim(), z.minLength(3, 'Enter your email address.'), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+$/, 'The email address is not valid.'));
/** The mobile number is optional: digits, spaces, dashes, parentheses and a leading plus. */
const mobile = z.optional(z.string().check(z.trim(), z.maxLength(20), z.regex(/^\+?[0-9 ()-]*$/, 'The mobile number is not valid.')));

/** POST /api/authenticate/forgotPassword/sendCode (billing-account §7). */
export const sendResetCodeRequestSchema = z.object({ email, mobile });

/** A reset code is 6 digits (billing-account §5). */
export const RESET_CODE_LENGTH = 6;
/** How long a reset code is good for: the server's expiry, and how long the screen remembers it sent one. */
export const RESET_CODE_MINUTES = 15;
export const resetCodeSchema = z.string().check(z.trim(), z.regex(/^[0-9]{6}$/, 'The code is 6 digits.'));

/** POST /api/authenticate/forgotPassword/resetPassword (billing-account §7). */
export const resetPasswordRequestSchema = z.object({ email, mobile, resetCode: resetCodeSchema });

/** Both reset answers say the same whether or not an account exists. */
export const resetAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ResetAnswer = z.infer<typeof resetAnswerSchema>;

/** POST {origin}/portalApi/api/authenticate/migrate, form-encoded (billing-account §3 Migration payload). */
export const migrateRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Enter your email or username.'), z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'Enter your password.'), z.maxLength(200)),
  newPassword: z.optional(z.string().check(z.maxLength(200))),
});
export type MigrateRequest = z.input<typeof migrateRequestSchema>;

/** The migration response (billing-account §3); every flag is present, keys only on activeUser. */
export const migrateResponseSchema = z.object({
  activeUser: z.boolean(),
  sessionKey: z.optional(z.string()),
  identityKey: z.optional(z.string()),
  invalidPassword: z.boolean(),
  loginNotFound: z.boolean(),
  passwordComplexityFailed: z.boolean(),
  error: z.optional(z.string()),
});
export type MigrateResponse = z.infer<typeof migrateResponseSchema>;

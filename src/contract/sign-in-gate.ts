import * as z from 'zod/mini';

/**
 * The gate screens' calls (billing-account §4 Two-factor, Password change for temporary password;
 * §7): two-factor codes, the password-change key and the new password.
 */

/** The two-factor code as entered: 6 digits (the shape the portal sends). */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const twoFactorVerifyRequestSchema = z.object({
  twoFactorCode: z.string().check(z.trim(), z.regex(/^[0-9]{6}$/, 'The code is 6 digits.')),
});

/** A code went out: where to (masked), and how long it lasts. */
export const twoFactorSentSchema = z.object({ ok: z.literal(true), sentTo: z.string(), expiresInMinutes: z.int() });
export type TwoFactorSent = z.infer<typeof twoFactorSentSchema>;

/** POST /api/me/password/changeKey: the link with the key went to the user's email address. */
export const changeKeySentSchema = z.object({ ok: z.literal(true), sentTo: z.string(), expiresInMinutes: z.int() });
export type ChangeKeySent = z.infer<typeof changeKeySentSchema>;

/** The change key as it travels in the link (base64url, 43 characters). */
export const passwordChangeKeySchema = z.string().check(z.trim(), z.minLength(1, 'The password change link is missing its key.'), z.maxLength(100));

/** POST /api/me/password {passwordChangeKey, password} (billing-account §7). */
export const setPasswordRequestSchema = z.object({
  passwordChangeKey: passwordChangeKeySchema,
  password: z.string().check(z.minLength(1, 'Enter a new password.'), z.maxLength(100)),
});

import * as z from 'zod/mini';

/** The profile's settings (core §5 PIN, Password; billing-account §7). */

/** POST /api/me/accessPin {accessPin}: 4 to 6 digits. */
export const accessPinRequestSchema = z.object({
  accessPin: z.string().check(z.trim(), z.regex(/^[0-9]{4,6}$/, 'The PIN is must be 4-6 digits.')),
});
export const accessPinResponseSchema = z.object({ accessPin: z.string() });

/**
 * POST /api/me/changePassword {currentPassword, password}: the user settings dialog's and the
 * profile's Change Password (the spec leaves the path open). The new password follows the
 * profile reading (8-16, an upper, a lower and a digit).
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, 'Enter your current password.'), z.maxLength(200)),
  password: z.string().check(z.minLength(1, 'Enter a new password.'), z.maxLength(100)),
});
export const changePasswordResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

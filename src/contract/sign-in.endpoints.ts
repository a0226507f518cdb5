import { endpoint } from './endpoint';
import { migrateRequestSchema, migrateResponseSchema, resetAnswerSchema, resetPasswordRequestSchema, sendResetCodeRequestSchema } from './sign-in';

/** Password reset and login migration (billing-account §7): public, no session. */
export const signInEndpoints = {
  forgotPasswordSendCode: endpoint({
    method: 'POST',
    path: '/api/authenticate/forgotPassword/sendCode',
    request: sendResetCodeRequestSchema,
    response: resetAnswerSchema,
  }),
  forgotPasswordReset: endpoint({
    method: 'POST',
    path: '/api/authenticate/forgotPassword/resetPassword',
    request: resetPasswordRequestSchema,
    response: resetAnswerSchema,
  }),
  /** Called at `{origin}/portalApi`, the portal's own origin (billing-account §7 Migration). */
  migrate: endpoint({ method: 'POST', path: '/api/authenticate/migrate', request: migrateRequestSchema, response: migrateResponseSchema }),
} as const;

/**
 * The test surface's sign-in part (mounted by test-control.ts under /__test): read the outbox,
 * create a throwaway user (so reset and migration e2e tests never change a shared demo user),
 * optionally with two-factor on or a temporary password, expire a user's reset code, two-factor
 * code or password-change key, and add a quote with its own token.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import { listOutbox } from '../db/repositories/outbox';
import { insertQuote } from '../db/repositories/quotes';
import { expirePasswordChangeKeys } from '../db/repositories/password-change-keys';
import { expireResetCodes, findResetUser } from '../db/repositories/reset-codes';
import { expireTwoFactorCodes } from '../db/repositories/two-factor-codes';
import { createTestUser } from '../db/repositories/test-users';
import { PortalHttpError } from '../http/errors';
import { parseRequest, readInput } from '../http/endpoint';
import type { AppEnv } from '../http/types';
import { hashPassword } from '../lib/passwords';

const quoteStatus = z.enum(['OPEN', 'PAID', 'CANCELLED_NOW', 'DISABLED', 'EXPIRED']);

export function signInTestRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const body = async (c: Parameters<typeof readInput>[0]) => readInput(c, { method: 'POST' });

  // Newest first; `to` is an email address or a mobile number.
  app.get('/outbox', async (c) => {
    const to = parseRequest(z.string().min(1).max(254), c.req.query('to') ?? '');
    const rows = await listOutbox(c.var.database.db, { recipient: to, limit: 20 });
    return c.json({ messages: rows.map(({ outboxId, channel, recipient, purpose, subject, body: text, status, createdAt }) => ({ outboxId, channel, recipient, purpose, subject, body: text, status, createdAt })) });
  });

  app.post('/users', async (c) => {
    const flag = z.enum(['Y', 'N']).optional();
    const input = parseRequest(
      z.object({
        password: z.string().min(1).max(100),
        mobile: z.string().max(20).optional(),
        twoFactor: flag,
        temporaryPassword: flag,
        accountId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
      }),
      await body(c),
    );
    const handle = `e2e-${randomBytes(6).toString('hex')}`;
    const user = await createTestUser(c.var.database.db, {
      username: handle,
      email: `${handle}@example.com`,
      mobile: input.mobile ?? null,
      passwordHash: await hashPassword(input.password),
      twoFactor: input.twoFactor === 'Y',
      temporaryPassword: input.temporaryPassword === 'Y',
      ...(input.accountId ? { accountId: input.accountId } : {}),
    }).catch((err: unknown) => {
      if (err instanceof Error && err.message === 'No such account') throw new PortalHttpError(404, 'No such account.');
      throw err;
    });
    return c.json({ ok: true, ...user });
  });

  app.post('/expire-reset-code', async (c) => {
    const input = parseRequest(z.object({ email: z.string().min(3).max(254) }), await body(c));
    const user = await findResetUser(c.var.database.db, input.email);
    if (!user) throw new PortalHttpError(404, 'No such user.');
    await expireResetCodes(c.var.database.db, user.userId);
    return c.json({ ok: true });
  });

  // What the user's newest two-factor code or change-key link would be 10 or 45 minutes later.
  for (const [path, expire] of [['/expire-two-factor-code', expireTwoFactorCodes], ['/expire-change-key', expirePasswordChangeKeys]] as const) {
    app.post(path, async (c) => {
      const input = parseRequest(z.object({ email: z.string().min(3).max(254) }), await body(c));
      const user = await findResetUser(c.var.database.db, input.email);
      if (!user) throw new PortalHttpError(404, 'No such user.');
      await expire(c.var.database.db, user.userId);
      return c.json({ ok: true });
    });
  }

  app.post('/quotes', async (c) => {
    const input = parseRequest(z.object({ status: quoteStatus.default('OPEN'), currency: z.string().regex(/^[A-Z]{3}$/).default('USD') }), await body(c));
    const token = `e2e-quote-${randomBytes(8).toString('hex')}`;
    await insertQuote(c.var.database.db, {
      token,
      status: input.status,
      currency: input.currency,
      lineItems: [
        { description: 'Professional Receptionist – 200 minutes', debitAmount: 329, discountAmount: 29, taxAmount: 0, discountLineItemText: ['First month'] },
        { description: 'Appointment scheduling', debitAmount: 49, discountAmount: 0, taxAmount: 3.92, discountLineItemText: [] },
      ],
      amountTotal: 352.92,
      expiresAt: new Date(Date.now() + (input.status === 'EXPIRED' ? -1 : 30) * 86_400_000),
    });
    return c.json({ ok: true, token });
  });

  return app;
}

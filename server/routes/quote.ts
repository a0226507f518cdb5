/**
 * The public quote page's calls (billing-account §7 Quote page): quoteInfo by token, and the
 * Accept and Cancel browser navigations, which change an open quote and send the browser back
 * to the quote page (`/quote#token=…`), where the new state shows.
 */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { quoteNavigationPaths } from '../../src/contract/quote.endpoints';
import { quoteTokenSchema } from '../../src/contract/quote';
import { recordAudit } from '../db/repositories/audit';
import { decideQuote, findQuote } from '../db/repositories/quotes';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/types';
import { portalRoot } from '../http/urls';

export function quoteRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.quoteInfo, async (c, input) => findQuote(c.var.database.db, input.token), { public: true });

  for (const [action, next] of [['accept', 'PAID'], ['cancel', 'CANCELLED_NOW']] as const) {
    api.get(quoteNavigationPaths[action], async (c) => {
      const token = quoteTokenSchema.safeParse(c.req.query('token') ?? '');
      const back = new URL('quote', portalRoot(c, c.var.env));
      c.header('Cache-Control', 'no-store');
      if (!token.success) return c.redirect(back.href, 303);
      const { db } = c.var.database;
      const changed = await decideQuote(db, token.data, next);
      if (changed) await recordAudit(db, { action: `quote_${action}`, detail: { token: token.data } });
      back.hash = new URLSearchParams({ token: token.data }).toString();
      return c.redirect(back.href, 303);
    });
  }
  return api;
}



/**
 * {api}/transferauth?transferLinkId= (billing-account §4): the external authorisation of a
 * transfer link. A service listed in PORTAL_TRANSFER_AUTH_URLS sends the browser to that
 * provider's OAuth page (back to /transferauth/callback with a signed state); every other one
 * gets the reference consent page (Approve or Deny). Approval clears settingUp; both answers
 * return to the portal's Integrations page. The browser's portal session cookie identifies the
 * user; only that user's own link can be authorised.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/client';
import { displayNameOf, findLinkOfUser, markAuthorized, setLinkToken } from '../db/repositories/integrations';
import { sessionGate } from '../http/session-gate';
import type { AppEnv } from '../http/types';
import { formText, readForm } from '../http/input-limits';
import { portalRoot, requestOrigin } from '../http/urls';
import { browserSession } from '../http/session-cookie';
import { consentTexts, renderConsentMissing, renderConsentPage } from '../pages/transfer-consent';
import { integrationsAccessOf } from '../services/integrations/integrations-access';
import { sendPage } from './pages';

/** How long a consent page or a provider's round trip may take before its state is refused. */
export const STATE_LIFETIME_MS = 30 * 60_000;
/** A state issued this far in the future (another process's clock) is still taken. */
const CLOCK_SKEW_MS = 60_000;

const sign = (secret: string, userId: number, linkId: number, issuedAt: number) =>
  createHmac('sha256', secret).update(`transferauth:${userId}:${linkId}:${issuedAt}`).digest('base64url');

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `state` = linkId.userId.issuedAt.signature (what the consent form posts and the provider hands
 * back to the callback). The issue time is signed, so an old page or a leaked redirect cannot
 * authorise a link later than STATE_LIFETIME_MS after it was made.
 */
export const stateOf = (secret: string, userId: number, linkId: number, now = new Date()) => {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${linkId}.${userId}.${issuedAt}.${sign(secret, userId, linkId, issuedAt)}`;
};

/** The link and user a state names; 'expired' for a genuine one past its lifetime; null for anything else. */
function readState(secret: string, state: string, now = new Date()): { linkId: number; userId: number } | 'expired' | null {
  const [link, user, issued, signature, ...rest] = state.split('.');
  const linkId = Number(link);
  const userId = Number(user);
  const issuedAt = Number(issued);
  if (rest.length > 0 || !Number.isSafeInteger(linkId) || !Number.isSafeInteger(userId) || !Number.isSafeInteger(issuedAt) || !signature) return null;
  if (!sameSignature(signature, sign(secret, userId, linkId, issuedAt))) return null;
  const age = now.getTime() - issuedAt * 1000;
  return age <= STATE_LIFETIME_MS && age >= -CLOCK_SKEW_MS ? { linkId, userId } : 'expired';
}

async function browserUser(c: Context<AppEnv>, database: Database): Promise<number | null> {
  const session = await browserSession(c, database.db);
  if (!session || sessionGate(session)) return null;
  return (await integrationsAccessOf(database.db, session.userId)) ? session.userId : null;
}

const integrationsUrl = (c: Context<AppEnv>, query: string) => `${portalRoot(c, c.var.env)}integrations?${query}`;
const parseId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export function integrationsAuthRoutes(secret: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/transferauth', async (c) => {
    const database = c.var.database;
    const linkId = parseId(c.req.query('transferLinkId'));
    const userId = await browserUser(c, database);
    // No session cookie: the login hands its session to the portal (in the address's fragment),
    // which sets the cookie, so the way back here goes through the portal's Integrations page.
    if (userId === null) {
      const returnUrl = integrationsUrl(c, linkId === null ? '' : `authorize=${linkId}`);
      return c.redirect(`/login?returnUrl=${encodeURIComponent(returnUrl)}`, 302);
    }
    const link = linkId === null ? null : await findLinkOfUser(database.db, userId, linkId);
    if (!link) return sendPage(c, renderConsentMissing(c.var.cspNonce, integrationsUrl(c, '')), 404);
    const state = stateOf(secret, userId, link.transferLinkId);
    const provider = c.var.env.PORTAL_TRANSFER_AUTH_URLS[link.transferKey];
    if (provider && link.settingUp === 'Y') {
      const target = new URL(provider);
      target.searchParams.set('response_type', 'code');
      target.searchParams.set('state', state);
      target.searchParams.set('redirect_uri', `${requestOrigin(c)}/transferauth/callback`);
      return c.redirect(target.toString(), 302);
    }
    const user = await displayNameOf(database.db, userId);
    return sendPage(
      c,
      renderConsentPage({ nonce: c.var.cspNonce, service: link.serviceName, user, transferLinkId: link.transferLinkId, state, authorized: link.settingUp === 'N', portalUrl: integrationsUrl(c, '') }),
    );
  });

  app.post('/transferauth', async (c) => {
    const database = c.var.database;
    const form = await readForm(c);
    const userId = await browserUser(c, database);
    const claimed = readState(secret, formText(form, 'state'));
    const linkId = parseId(formText(form, 'transferLinkId'));
    if (claimed === 'expired') return sendPage(c, renderConsentMissing(c.var.cspNonce, integrationsUrl(c, ''), consentTexts.expired), 403);
    if (userId === null || !claimed || claimed.userId !== userId || claimed.linkId !== linkId) {
      return sendPage(c, renderConsentMissing(c.var.cspNonce, integrationsUrl(c, '')), 403);
    }
    const link = await findLinkOfUser(database.db, userId, claimed.linkId);
    if (!link) return sendPage(c, renderConsentMissing(c.var.cspNonce, integrationsUrl(c, '')), 404);
    if (formText(form, 'decision') !== 'approve') return c.redirect(integrationsUrl(c, `authorization=denied&transferLinkId=${link.transferLinkId}`), 303);
    await markAuthorized(database.db, link.transferLinkId);
    await c.var.hub.notifyUsers([userId], ['user']);
    return c.redirect(integrationsUrl(c, `authorization=approved&transferLinkId=${link.transferLinkId}`), 303);
  });

  /** A provider's OAuth answer: `code` on approval, `error` on denial. */
  app.get('/transferauth/callback', async (c) => {
    const database = c.var.database;
    const claimed = readState(secret, c.req.query('state') ?? '');
    if (claimed === 'expired') return sendPage(c, renderConsentMissing(c.var.cspNonce, integrationsUrl(c, ''), consentTexts.expired), 403);
    const link = claimed ? await findLinkOfUser(database.db, claimed.userId, claimed.linkId) : null;
    if (!claimed || !link) return sendPage(c, renderConsentMissing(c.var.cspNonce, integrationsUrl(c, '')), 403);
    const code = c.req.query('code');
    if (!code || code.length > 2000) return c.redirect(integrationsUrl(c, `authorization=denied&transferLinkId=${link.transferLinkId}`), 303);
    // The provider's code is kept as the link's token (exchanging it needs the provider's client secret).
    await setLinkToken(database.db, link.transferLinkId, code);
    await markAuthorized(database.db, link.transferLinkId);
    await c.var.hub.notifyUsers([claimed.userId], ['user']);
    return c.redirect(integrationsUrl(c, `authorization=approved&transferLinkId=${link.transferLinkId}`), 303);
  });

  return app;
}

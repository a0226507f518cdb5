/**
 * Which way a page load starts (spec core §4 "Login and session"). Pure: the caller passes what the
 * browser holds; the result says what to do, in this order of precedence:
 * quotes → migrate → reset → agent link → login fragment → agent key of this tab → session cookie →
 * saved identity key → the login page.
 */
export interface StartupInput {
  pathname: string;
  search: string;
  hash: string;
  cookies: Record<string, string>;
  /** sessionStorage `portal.agentSessionKey` (this tab's agent session). */
  storedAgentKey: string | null;
  /** localStorage `portal.identityKey` (the user chose "Save Password"). */
  savedIdentityKey: string | null;
}

export type StartupSource = 'agentLink' | 'fragment' | 'agentStorage' | 'cookie';

export type StartupDecision =
  | { kind: 'quotes' }
  | { kind: 'migrate' }
  | { kind: 'reset' }
  | {
      kind: 'session';
      sessionKey: string;
      agent: boolean;
      source: StartupSource;
      /** The identity key from the login fragment, kept for the "Stay Logged In?" choice. */
      pendingIdentityKey: string | null;
      /** The address without the login fragment or agent parameter, when it must be rewritten. */
      cleanUrl: string | null;
    }
  | { kind: 'identity'; identityKey: string }
  | { kind: 'login' };

export function isQuotesAddress(pathname: string, hash: string): boolean {
  return /quote/i.test(pathname) || /^#\/?quote/i.test(hash);
}

/** `#migrate`: the login-migration page (billing-account §2). */
export const isMigrateAddress = (hash: string): boolean => /^#\/?migrate$/i.test(hash);
/** `#reset` (the login page's "Forgot password?" link) or the password-reset cookie flag. */
const isResetAddress = (hash: string): boolean => /^#\/?reset$/i.test(hash);

export function detectStartup(input: StartupInput): StartupDecision {
  if (isQuotesAddress(input.pathname, input.hash)) return { kind: 'quotes' };
  if (isMigrateAddress(input.hash)) return { kind: 'migrate' };
  if (input.cookies['portalPasswordReset'] || isResetAddress(input.hash)) return { kind: 'reset' };

  const search = new URLSearchParams(input.search);
  const agentKey = search.get('agentUserSession');
  if (agentKey) {
    search.delete('agentUserSession');
    const rest = search.toString();
    return {
      kind: 'session',
      sessionKey: agentKey,
      agent: true,
      source: 'agentLink',
      pendingIdentityKey: null,
      cleanUrl: `${input.pathname}${rest ? `?${rest}` : ''}${input.hash}`,
    };
  }

  const fragment = new URLSearchParams(input.hash.replace(/^#/, ''));
  const fragmentKey = fragment.get('sessionKey');
  if (fragmentKey) {
    return {
      kind: 'session',
      sessionKey: fragmentKey,
      agent: false,
      source: 'fragment',
      pendingIdentityKey: fragment.get('identityKey') || null,
      cleanUrl: `${input.pathname}${input.search}`,
    };
  }

  if (input.storedAgentKey) {
    return { kind: 'session', sessionKey: input.storedAgentKey, agent: true, source: 'agentStorage', pendingIdentityKey: null, cleanUrl: null };
  }
  const cookieKey = input.cookies['portalSessionKey'];
  if (cookieKey) {
    return { kind: 'session', sessionKey: cookieKey, agent: false, source: 'cookie', pendingIdentityKey: null, cleanUrl: null };
  }
  if (input.savedIdentityKey) return { kind: 'identity', identityKey: input.savedIdentityKey };
  return { kind: 'login' };
}

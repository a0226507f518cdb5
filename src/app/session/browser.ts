/**
 * The session's contact with the browser: cookies, storage, URL and navigation. Kept in one
 * object so tests can replace `browser.assign` (jsdom cannot navigate).
 */
export const storageKeys = {
  identityKey: 'portal.identityKey',
  neverSaveIdentity: 'portal.neverSaveIdentity',
  agentSessionKey: 'portal.agentSessionKey',
  /** The address's fragment when the tab left for the login page, put back after it (session-machine.ts). */
  fragmentBeforeLogin: 'portal.fragmentBeforeLogin',
  /** The login's identity key while "Stay Logged In?" is unanswered in this tab, so a reload asks again. */
  pendingIdentityKey: 'portal.pendingIdentityKey',
  /**
   * When this browser's open agent session ends (epoch ms; localStorage, seen by every tab): a new
   * tab, which has no agent key of its own, says so instead of offering the customer's login.
   */
  agentSessionOpen: 'portal.agentSessionOpen',
} as const;

export const cookieNames = {
  sessionKey: 'portalSessionKey',
  passwordReset: 'portalPasswordReset',
} as const;

export function readCookies(source: string = document.cookie): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of source.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name) continue;
    try {
      out[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      out[name] = part.slice(index + 1).trim();
    }
  }
  return out;
}

const secure = () => (window.location.protocol === 'https:' ? '; Secure' : '');

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export const browser = {
  cookies: () => readCookies(),
  setSessionCookie: (key: string) => {
    document.cookie = `${cookieNames.sessionKey}=${encodeURIComponent(key)}; Path=/; SameSite=Lax${secure()}`;
  },
  clearSessionCookie: () => {
    document.cookie = `${cookieNames.sessionKey}=; Path=/; Max-Age=0; SameSite=Lax${secure()}`;
  },
  getLocal: (key: string) => safeStorage('local')?.getItem(key) ?? null,
  setLocal: (key: string, value: string) => safeStorage('local')?.setItem(key, value),
  removeLocal: (key: string) => safeStorage('local')?.removeItem(key),
  getSession: (key: string) => safeStorage('session')?.getItem(key) ?? null,
  setSession: (key: string, value: string) => safeStorage('session')?.setItem(key, value),
  removeSession: (key: string) => safeStorage('session')?.removeItem(key),
  location: () => ({
    href: window.location.href,
    origin: window.location.origin,
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
  }),
  /** Rewrites the address without navigating (removes the login fragment, the agent parameter). */
  replaceUrl: (url: string) => window.history.replaceState(window.history.state, '', url),
  /** Leaves the SPA (login, logout pages). */
  assign: (url: string) => window.location.assign(url),
};

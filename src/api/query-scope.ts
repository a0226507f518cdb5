import type { RealtimeArea } from '@/contract/realtime';

/**
 * Every query key starts with the signed-in session's scope: `['portal', scopeKey]`. The scope key
 * is a short hash of the session key, prefixed `u` for user sessions and `a` for agent
 * (impersonation) sessions, so a user switch or an impersonation never shows another user's cache.
 */
export type SessionScope = string;

/** FNV-1a 32-bit: a short, stable, non-reversible tag (not a security boundary). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function sessionScopeKey(sessionKey: string | null, agent: boolean): SessionScope {
  if (!sessionKey) return 'anonymous';
  return `${agent ? 'a' : 'u'}${fnv1a(sessionKey)}`;
}

export const scopeRoot = (scope: SessionScope) => ['portal', scope] as const;

/**
 * The key-only level of an area under the scope: `['portal', scope, area]`. Area names are the
 * realtime areas of the contract (user, messages, account, phoneNumbers, statuses, contacts) so a
 * realtime update maps straight onto them; other areas (billing, reports, …) use their own name.
 */
export const areaKey = <A extends RealtimeArea | (string & {})>(scope: SessionScope, area: A) =>
  ['portal', scope, area] as const;

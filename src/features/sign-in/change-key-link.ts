/**
 * The change-key link of the password-change email (server/routes/sign-in-gate.ts):
 * `{portal}/#passwordChangeKey=<key>&expires=<epoch ms>`. The key stays in the fragment, so it
 * never reaches a server log; the SPA keeps it in the session state (core §3) and drops it from
 * the address.
 */
export interface ChangeKeyLink {
  key: string;
  /** Epoch ms; null when the link carries no (readable) expiry. */
  expiresAt: number | null;
}

export function readChangeKeyLink(hash: string): ChangeKeyLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const key = params.get('passwordChangeKey')?.trim();
  if (!key || key.length > 100) return null;
  const expires = Number(params.get('expires'));
  return { key, expiresAt: Number.isFinite(expires) && expires > 0 ? expires : null };
}

/**
 * A webhook link's address (ZAPIER): the shape both sides check. http or https, no credentials,
 * at most WEBHOOK_URL_MAX characters both as typed and as stored (normalising percent-encodes what
 * is not ASCII: one 𝕏 typed is twelve characters stored); https only in production. The server
 * adds what only it can judge (no loopback, private or link-local hosts in production:
 * services/integrations/webhook-address.ts).
 */
import { WEBHOOK_URL_MAX } from '../../contract/integrations';

/** What is wrong with an address: not one a webhook link may post to, or too long. */
export type WebhookUrlProblem = 'shape' | 'length';

/** The normalised address, or what is wrong with it. */
export function checkWebhookUrl(value: string, production: boolean): { address: string } | { problem: WebhookUrlProblem } {
  const text = value.trim();
  if (!text) return { problem: 'shape' };
  if (text.length > WEBHOOK_URL_MAX) return { problem: 'length' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'shape' };
  }
  const schemes = production ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol) || url.username || url.password || !url.hostname) return { problem: 'shape' };
  const address = url.toString();
  return address.length > WEBHOOK_URL_MAX ? { problem: 'length' } : { address };
}

/** What the address field says is wrong, or null when it may be saved (empty clears the address). */
export function webhookFieldProblem(value: string): WebhookUrlProblem | null {
  if (!value.trim()) return null;
  const checked = checkWebhookUrl(value, false);
  return 'problem' in checked ? checked.problem : null;
}

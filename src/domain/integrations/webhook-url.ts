/**
 * A webhook link's address (ZAPIER): the shape both sides check. http or https, no credentials,
 * at most WEBHOOK_URL_MAX characters; https only in production. The server adds what only it can
 * judge (no loopback, private or link-local hosts in production: services/integrations/webhook-address.ts).
 */
import { WEBHOOK_URL_MAX } from '../../contract/integrations';

/** The normalised address, or null when it is not one a webhook link may post to. */
export function webhookUrl(value: string, production: boolean): string | null {
  const text = value.trim();
  if (!text || text.length > WEBHOOK_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const schemes = production ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol) || url.username || url.password || !url.hostname) return null;
  return url.toString();
}

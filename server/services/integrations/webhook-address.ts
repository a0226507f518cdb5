/**
 * A webhook link's address (ZAPIER): http or https without credentials; in production https
 * only, and never a loopback, private, link-local or .local/.internal host named literally (the
 * reference server must not be turned into a prober of its own network).
 */
import { isIP } from 'node:net';
import { integrationsMessages } from '../../../src/contract/integrations';
import { checkWebhookUrl } from '../../../src/domain/integrations/webhook-url';
import { PortalHttpError } from '../../http/errors';

const privateV4 = [/^0\./, /^10\./, /^127\./, /^169\.254\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

export function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  if (isIP(host) === 4) return privateV4.some((re) => re.test(host));
  if (isIP(host) === 6) return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  return false;
}

/** The address to store, or a 400 with the message the screen shows too (the shape: src/domain/integrations/webhook-url.ts). */
export function webhookAddress(value: string, production: boolean): string {
  const checked = checkWebhookUrl(value, production);
  if ('problem' in checked) throw new PortalHttpError(400, checked.problem === 'length' ? integrationsMessages.webhookTooLong : integrationsMessages.webhookInvalid);
  if (production && isInternalHost(new URL(checked.address).hostname)) throw new PortalHttpError(400, integrationsMessages.webhookInvalid);
  return checked.address;
}

/**
 * A webhook link's address (ZAPIER): http or https without credentials; in production https
 * only, and never a loopback, private, link-local or .local/.internal host named literally (the
 * reference server must not be turned into a prober of its own network).
 */
import { isIP } from 'node:net';
import { integrationsMessages } from '../../../src/contract/integrations';
import { PortalHttpError } from '../../http/errors';

const privateV4 = [/^0\./, /^10\./, /^127\./, /^169\.254\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

export function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  if (isIP(host) === 4) return privateV4.some((re) => re.test(host));
  if (isIP(host) === 6) return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  return false;
}

export function webhookAddress(value: string, production: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PortalHttpError(400, integrationsMessages.webhookInvalid);
  }
  const schemes = production ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol) || url.username || url.password) throw new PortalHttpError(400, integrationsMessages.webhookInvalid);
  if (production && isInternalHost(url.hostname)) throw new PortalHttpError(400, integrationsMessages.webhookInvalid);
  return url.toString();
}

/**
 * How a delivery leaves (issue 16): email links through the outbox notifier (SMTP when
 * configured), text-message links through its SMS channel, webhook links (ZAPIER) as a JSON POST
 * to their configured address with a bounded timeout, every other service recorded with exactly
 * what it would send (the reference server holds no provider credentials). A thrown error is a
 * failed attempt.
 */
import type { StoredLink } from '../../db/repositories/integrations';
import type { Notifier } from '../outbox/notifier';
import { EMAIL_API_KEY_SERVICE_ID, EMAIL_SERVICE_ID, PHONE_SERVICE_ID } from '../../../src/contract/integrations';
import { MEDICAL_TRANSFER_KEY, WEBHOOK_TRANSFER_KEYS } from '../../../src/domain/integrations/link-setup';
import { deliveryText, type DeliveryPayload } from './delivery-payload';

export interface DeliveryResult {
  via: 'outbox-email' | 'outbox-sms' | 'webhook' | 'recorded';
  payload: unknown;
}

export interface DeliveryDeps {
  notifier: Notifier;
  fetch?: typeof fetch;
  webhookTimeoutMs?: number;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

export async function deliver(link: Pick<StoredLink, 'transferServiceId' | 'transferKey' | 'userId' | 'parsedParametersJson' | 'serviceName'>, payload: DeliveryPayload, deps: DeliveryDeps): Promise<DeliveryResult> {
  const params = link.parsedParametersJson ?? {};
  const emailLink = link.transferServiceId === EMAIL_SERVICE_ID || link.transferServiceId === EMAIL_API_KEY_SERVICE_ID || link.transferKey === MEDICAL_TRANSFER_KEY;
  if (emailLink && params.email) {
    const sent = await deps.notifier.send({
      channel: 'email',
      to: params.email,
      subject: `Activity ${payload.deliveryId}: ${payload.messageType} for ${payload.accountName}`,
      text: deliveryText(payload),
      purpose: 'transfer-delivery',
      userId: link.userId,
    });
    if (sent.status === 'failed') throw new Error('The mail server refused the message.');
    return { via: 'outbox-email', payload: { outboxId: sent.outboxId, ...payload } };
  }
  if (link.transferServiceId === PHONE_SERVICE_ID && params.phone) {
    const sent = await deps.notifier.send({ channel: 'sms', to: params.phone, text: deliveryText(payload).slice(0, 1000), purpose: 'transfer-delivery', userId: link.userId });
    if (sent.status === 'failed') throw new Error('The text message could not be sent.');
    return { via: 'outbox-sms', payload: { outboxId: sent.outboxId, ...payload } };
  }
  if (WEBHOOK_TRANSFER_KEYS.includes(link.transferKey) && params.webhookUrl) {
    const doFetch = deps.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(params.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        redirect: 'manual',
        signal: AbortSignal.timeout(deps.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : error instanceof Error ? error.message : String(error);
      throw new Error(`The webhook could not be reached (${reason}).`, { cause: error });
    }
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The webhook answered ${response.status}.`);
    return { via: 'webhook', payload };
  }
  // No provider credentials in the reference server: keep what would have been sent.
  return { via: 'recorded', payload: { service: link.serviceName, ...payload } };
}

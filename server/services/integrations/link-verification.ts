/**
 * Link verification (billing-account §4, §5): the portal generates a 5-digit code, the server
 * sends it to the email or phone through the outbox and keeps it (hashed, single use, 15 minutes,
 * 5 tries) bound to that address, and a new email, SMS or medical-service link is created only
 * with the code sent to its own address.
 */
import { integrationsMessages } from '../../../src/contract/integrations';
import { isLinkEmail, smsLinkNumber } from '../../../src/domain/integrations/link-setup';
import type { Db } from '../../db/client';
import { consumeCode, storeCode, type CodeKind } from '../../db/repositories/verification-codes';
import { PortalHttpError } from '../../http/errors';
import type { Notifier } from '../outbox/notifier';

const linkVerification = { hashPrefix: 'transfer-link', ttlMs: 15 * 60_000, maxAttempts: 5 };

/**
 * One live code per user and address: setting up two links at once (two tabs, two addresses)
 * must not end each other's codes; a new code to the same address ends the earlier one.
 */
export const linkVerificationKind = (destination: Destination): CodeKind => ({ ...linkVerification, purpose: `link-verification:${destination.to}` });

export type Destination = { channel: 'email'; to: string } | { channel: 'sms'; to: string };

/** The email (lower-cased) or the US/GB phone (E.164) a code goes to; 400 when neither is valid. */
export function destinationOf(input: { email?: string | undefined; phone?: string | undefined }): Destination {
  if (input.email) {
    const email = input.email.toLowerCase();
    if (!isLinkEmail(email)) throw new PortalHttpError(400, integrationsMessages.emailRequired);
    return { channel: 'email', to: email };
  }
  if (input.phone) {
    const phone = smsLinkNumber(input.phone);
    if (!phone) throw new PortalHttpError(400, integrationsMessages.smsCountries);
    return { channel: 'sms', to: phone };
  }
  throw new PortalHttpError(400, integrationsMessages.emailRequired);
}

const bound = (destination: Destination, code: string) => `${destination.to}|${code}`;

export async function sendVerificationCode(db: Db, notifier: Notifier, userId: number, destination: Destination, code: string): Promise<void> {
  await storeCode(db, linkVerificationKind(destination), userId, bound(destination, code), destination.channel);
  const text = `Your verification code for the new transfer link is ${code}.`;
  await notifier.send(
    destination.channel === 'email'
      ? { channel: 'email', to: destination.to, subject: 'Transfer link verification code', text, purpose: 'link-verification-code', userId }
      : { channel: 'sms', to: destination.to, text, purpose: 'link-verification-code', userId },
  );
}

/** Uses up the code sent to this address; 400 when it is not the one sent. */
export async function requireVerifiedCode(db: Db, userId: number, destination: Destination, code: string | undefined): Promise<void> {
  const check = code ? await consumeCode(db, linkVerificationKind(destination), userId, bound(destination, code)) : 'none';
  if (check !== 'ok') throw new PortalHttpError(400, integrationsMessages.codeInvalid);
}

/**
 * What a new link needs (billing-account §4 link creation, §5): CLIOGROW an inbox token; email,
 * SMS and medical-service links a 5-digit verification code; email and API-key links an email,
 * SMS a US or GB phone; every other service the external authorisation page.
 */
import {
  EMAIL_API_KEY_SERVICE_ID,
  EMAIL_SERVICE_ID,
  PHONE_SERVICE_ID,
  VERIFICATION_CODE_LENGTH,
  type TransferService,
} from '../../contract/integrations';

export type LinkSetup = 'email' | 'emailApiKey' | 'sms' | 'medical' | 'token' | 'external';

/** The medical service: its deliveries may carry message content of HIPAA accounts. */
export const MEDICAL_TRANSFER_KEY = 'INFLUXMD';
/** Links that take a webhook address and receive each delivery as JSON. */
export const WEBHOOK_TRANSFER_KEYS: readonly string[] = ['ZAPIER'];
/** Links whose contacts can be imported. */
export const CONTACT_IMPORT_TRANSFER_KEY = 'CLIO';

export function linkSetup(service: Pick<TransferService, 'transferServiceId' | 'transferKey'>): LinkSetup {
  if (service.transferServiceId === EMAIL_SERVICE_ID) return 'email';
  if (service.transferServiceId === PHONE_SERVICE_ID) return 'sms';
  if (service.transferServiceId === EMAIL_API_KEY_SERVICE_ID) return 'emailApiKey';
  if (service.transferKey === MEDICAL_TRANSFER_KEY) return 'medical';
  if (service.transferKey === 'CLIOGROW') return 'token';
  return 'external';
}

/** Setups that send a verification code to an email or phone first. */
export const needsVerification = (setup: LinkSetup): boolean => setup === 'email' || setup === 'emailApiKey' || setup === 'sms' || setup === 'medical';
export const takesEmail = (setup: LinkSetup): boolean => setup === 'email' || setup === 'emailApiKey' || setup === 'medical';

/** A fresh 5-digit code (00000-99999), drawn from `random` (crypto on both sides). */
export function newVerificationCode(random: () => number): string {
  return String(Math.floor(random() * 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0').slice(-VERIFICATION_CODE_LENGTH);
}

export const isVerificationCode = (code: string): boolean => new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);

/** A plain email address check (one @, a dot in the domain, no spaces). */
export const isLinkEmail = (email: string): boolean => email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * SMS links accept US and GB numbers only: +1 and ten digits (area code not starting 0/1), or
 * +44 and ten digits of a UK mobile or landline. Spaces, dashes and parentheses are ignored; a
 * ten-digit number is taken as US. Returns the E.164 form or null.
 */
export function smsLinkNumber(input: string): string | null {
  const cleaned = input.replace(/[\s\-().]/g, '');
  if (/^[2-9]\d{9}$/.test(cleaned)) return `+1${cleaned}`;
  if (/^1[2-9]\d{9}$/.test(cleaned)) return `+${cleaned}`;
  if (/^\+1[2-9]\d{9}$/.test(cleaned)) return cleaned;
  if (/^\+44[1-37]\d{9}$/.test(cleaned)) return cleaned;
  if (/^0[1-37]\d{9}$/.test(cleaned)) return `+44${cleaned.slice(1)}`;
  return null;
}

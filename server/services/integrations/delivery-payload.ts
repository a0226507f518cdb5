/**
 * What a delivery carries (billing-account §3, §6): the activity's who, when and what. Accounts
 * with the HIPAA flag never send message content except to the medical service.
 */
import { MEDICAL_TRANSFER_KEY } from '../../../src/domain/integrations/link-setup';
import type { TransferActivity } from '../../db/repositories/integrations-deliveries';

export interface DeliveryPayload {
  deliveryId: number;
  messageId: number;
  messageType: string;
  accountId: number;
  accountName: string;
  caller: string | null;
  ani: string | null;
  dnis: string | null;
  taken: string;
  outcome: string | null;
  /** Null when the account is HIPAA and the link is not the medical service. */
  text: string | null;
  contentWithheld: boolean;
}

export function deliveryPayload(activity: TransferActivity, transferKey: string): DeliveryPayload {
  const withheld = activity.hipaa === 'Y' && transferKey !== MEDICAL_TRANSFER_KEY;
  return {
    deliveryId: activity.deliveryId,
    messageId: activity.messageId,
    messageType: activity.messageType,
    accountId: activity.accountId,
    accountName: activity.accountName,
    caller: activity.caller,
    ani: activity.ani,
    dnis: activity.dnis,
    taken: new Date(activity.taken).toISOString(),
    outcome: activity.contactDescription,
    text: withheld ? null : activity.textContent,
    contentWithheld: withheld,
  };
}

/** The plain-text form of a payload (email and text-message links). */
export function deliveryText(payload: DeliveryPayload): string {
  const lines = [
    `${payload.messageType} for ${payload.accountName}`,
    `From: ${payload.caller ?? payload.ani ?? 'unknown'}${payload.ani && payload.caller ? ` (${payload.ani})` : ''}`,
    `Taken: ${payload.taken}`,
  ];
  if (payload.outcome) lines.push(`Outcome: ${payload.outcome}`);
  lines.push(payload.contentWithheld ? 'Message content withheld (HIPAA account).' : `Message: ${payload.text ?? ''}`);
  return lines.join('\n');
}

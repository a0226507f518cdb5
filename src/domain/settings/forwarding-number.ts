/**
 * Forwarding and VIP numbers (billing-account §5, §9; core §5): the rules the settings form
 * shows and the server enforces, written once.
 */
import { FORWARDING_NUMBER_LENGTH } from '../../contract/settings';

const storedForm = /^\+\d{11}$/;

/** A forwarding or VIP custom number is exactly 12 characters: a plus and 11 digits. */
export function isForwardingNumber(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length === FORWARDING_NUMBER_LENGTH && storedForm.test(value);
}

/** The VIP forwarding number as stored: the number when it is 12 characters, otherwise cleared (null). */
export function vipForwardingNumberOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return isForwardingNumber(trimmed) ? trimmed : null;
}

/**
 * A custom number as typed in the entry field (a US number, at most 11 characters) in its
 * 12-character form: 10 digits get +1, 11 digits starting with 1 get +; anything else is null.
 */
export function forwardingNumberFromEntry(entry: string): string | null {
  const trimmed = entry.trim();
  if (trimmed.startsWith('+')) return isForwardingNumber(trimmed) ? trimmed : null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length !== trimmed.replace(/[\s().-]/g, '').length) return null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

export type ForwardingChoice = { kind: 'own'; number: string | null } | { kind: 'custom'; entry: string };

/**
 * The number a forwarding or VIP form would save, or null when Save must stay disabled: either a
 * chosen own number or a custom number of exactly 12 characters (with plus).
 */
export function chosenForwardingNumber(choice: ForwardingChoice): string | null {
  if (choice.kind === 'own') return choice.number && isForwardingNumber(choice.number) ? choice.number : null;
  return forwardingNumberFromEntry(choice.entry);
}

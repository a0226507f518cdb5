/**
 * The payment amount (billing-account §5, §9): digits with at most 2 decimals, at most 10
 * characters, from 1 up to the amount due; Pay needs a chosen method too. The dialog checks the
 * typed text; the server checks an arriving amount's text with the same rule (amountOnArrival).
 */
import { PAYMENT_AMOUNT_MAX_CHARS, PAYMENT_AMOUNT_MIN } from '../../contract/billing';

export type AmountProblem = 'format' | 'tooLong' | 'belowMinimum' | 'aboveDue';
export type AmountShapeProblem = Exclude<AmountProblem, 'aboveDue'>;

const amountPattern = /^\d+(\.\d{0,2})?$/;

/** Whether a keystroke's result may stay in the field (digits, one dot, 2 decimals, 10 characters). */
export const isAmountEntry = (text: string) => text === '' || (text.length <= PAYMENT_AMOUNT_MAX_CHARS && amountPattern.test(text));

/** The amount's own rule (format, length, minimum), before it is compared with what is due. */
export function amountShapeProblem(text: string): AmountShapeProblem | null {
  if (text.length > PAYMENT_AMOUNT_MAX_CHARS) return 'tooLong';
  if (!amountPattern.test(text)) return 'format';
  if (Number(text) < PAYMENT_AMOUNT_MIN) return 'belowMinimum';
  return null;
}

export function paymentAmountProblem(text: string, amountDue: number): AmountProblem | null {
  const shape = amountShapeProblem(text);
  if (shape) return shape;
  if (Math.round(Number(text) * 100) > Math.round(amountDue * 100)) return 'aboveDue';
  return null;
}

/**
 * An amount that arrived as a number (JSON) or was parsed from a form: its shortest text, the
 * way a person would have typed it (120 → "120", 99999999.99 → "99999999.99", 11 characters),
 * against the same rule. Exponent forms (1e+21) fail the format.
 */
export const amountOnArrival = (amount: number): AmountShapeProblem | null => amountShapeProblem(String(amount));

/** The server's words for an amount refused on arrival (the same sentences as the dialog's). */
export const amountProblemMessages: Record<AmountProblem, string> = {
  format: 'Enter an amount with at most 2 decimals.',
  tooLong: `The amount may have at most ${PAYMENT_AMOUNT_MAX_CHARS} characters.`,
  belowMinimum: `The amount must be at least ${PAYMENT_AMOUNT_MIN}.`,
  aboveDue: 'The amount may not be more than the amount due.',
};

/** The server's check of a parsed amount against what is due. */
export const exceedsDue = (amount: number, amountDue: number) => Math.round(amount * 100) > Math.round(amountDue * 100);

export const canPay = (methodUid: string | null | undefined, text: string, amountDue: number) =>
  Boolean(methodUid) && paymentAmountProblem(text, amountDue) === null;

/** The amount field's starting text: the amount due with 2 decimals. */
export const amountText = (amount: number) => amount.toFixed(2);

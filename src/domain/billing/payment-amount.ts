/**
 * The payment amount (billing-account §5, §9): digits with at most 2 decimals, at most 10
 * characters, from 1 up to the amount due; Pay needs a chosen method too.
 */
import { PAYMENT_AMOUNT_MAX_CHARS, PAYMENT_AMOUNT_MIN } from '../../contract/billing';

export type AmountProblem = 'format' | 'tooLong' | 'belowMinimum' | 'aboveDue';

const amountPattern = /^\d+(\.\d{0,2})?$/;

/** Whether a keystroke's result may stay in the field (digits, one dot, 2 decimals, 10 characters). */
export const isAmountEntry = (text: string) => text === '' || (text.length <= PAYMENT_AMOUNT_MAX_CHARS && amountPattern.test(text));

export function paymentAmountProblem(text: string, amountDue: number): AmountProblem | null {
  if (text.length > PAYMENT_AMOUNT_MAX_CHARS) return 'tooLong';
  if (!amountPattern.test(text)) return 'format';
  const value = Number(text);
  if (value < PAYMENT_AMOUNT_MIN) return 'belowMinimum';
  if (Math.round(value * 100) > Math.round(amountDue * 100)) return 'aboveDue';
  return null;
}

/** The server's check of a parsed amount against what is due. */
export const exceedsDue = (amount: number, amountDue: number) => Math.round(amount * 100) > Math.round(amountDue * 100);

export const canPay = (methodUid: string | null | undefined, text: string, amountDue: number) =>
  Boolean(methodUid) && paymentAmountProblem(text, amountDue) === null;

/** The amount field's starting text: the amount due with 2 decimals. */
export const amountText = (amount: number) => amount.toFixed(2);

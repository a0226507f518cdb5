/** What the screen does with a stored method: is it expired, and which one the pay dialog starts on. */
import type { PaymentMethod } from '@/contract/billing';
import { isMethodExpired } from '@/domain/billing/card-expiry';

export const isExpiredMethod = (method: PaymentMethod, now: Date = new Date()): boolean =>
  isMethodExpired({ type: method.type, expMonth: method.exp_month, expYear: method.exp_year }, now);

/** The pay dialog's starting method: `preferred` (last used, else autopay) unless expired, else the first usable one, else none (''). */
export function initialPayMethod(methods: readonly PaymentMethod[], preferred: string | null, now: Date = new Date()): string {
  const usable = methods.filter((m) => !isExpiredMethod(m, now));
  return usable.find((m) => m.id === preferred)?.id ?? usable[0]?.id ?? '';
}

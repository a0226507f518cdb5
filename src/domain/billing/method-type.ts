import { paymentMethodTypes, type PaymentMethodType } from '../../contract/billing';

/** A stored method's type as the contract names it (unknown values read as card). */
export const toMethodType = (type: string): PaymentMethodType =>
  (paymentMethodTypes as readonly string[]).includes(type) ? (type as PaymentMethodType) : 'card';

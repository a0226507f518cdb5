import type { Account, AccountPhoneNumber } from '@/contract/account';

/** The account with one phone number replaced by the server's answer. */
export function withPhoneNumber(account: Account | undefined, phone: AccountPhoneNumber): Account | undefined {
  if (!account) return account;
  return { ...account, phoneNumbers: account.phoneNumbers.map((p) => (p.phoneNumberId === phone.phoneNumberId ? phone : p)) };
}

/** The account with its VIP forwarding number set to the server's answer. */
export function withVipNumber(account: Account | undefined, vipForwardingNumber: string | null): Account | undefined {
  return account ? { ...account, vipForwardingNumber } : account;
}

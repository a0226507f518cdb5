import type { Contact } from '@/contract/session';
import { toStoredPhoneNumber } from '@/domain/numbers/stored-number';

/** Contact search of the Send Text dialog filters only from this many characters (core §5 Send text). */
export const CONTACT_SEARCH_MIN = 3;

export interface ContactPhone {
  key: string;
  name: string;
  description: string | null;
  /** E.164 (+1 for 10 digits). */
  phoneNumber: string;
}

/** The contacts' phone numbers matching the search (name, business or digits); none under 3 characters. */
export function searchContactPhones(contacts: readonly Contact[], search: string, limit = 8): ContactPhone[] {
  const query = search.trim().toLowerCase();
  if (query.length < CONTACT_SEARCH_MIN) return [];
  const digits = query.replace(/\D/g, '');
  const out: ContactPhone[] = [];
  for (const contact of contacts) {
    const named = `${contact.displayName} ${contact.firstName} ${contact.lastName} ${contact.business}`.toLowerCase().includes(query);
    for (const method of contact.contactMethods) {
      if (method.contactMethodType !== 'PHONE' || !method.phoneNumber) continue;
      const phoneNumber = toStoredPhoneNumber(method.phoneNumber);
      if (!phoneNumber) continue;
      if (!named && !(digits.length >= CONTACT_SEARCH_MIN && phoneNumber.includes(digits))) continue;
      out.push({ key: `${contact.contactId}-${method.contactMethodId}`, name: contact.displayName, description: method.description, phoneNumber });
      if (out.length >= limit) return out;
    }
  }
  return out;
}

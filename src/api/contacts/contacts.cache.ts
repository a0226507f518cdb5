import type { Contact } from '@/contract/contacts';
import type { User } from '@/contract/session';

/** Pure updaters for the User payload's `contacts` (the contact book the screens read). */
export function upsertContact(user: User | undefined, contact: Contact): User | undefined {
  if (!user) return user;
  const at = user.contacts.findIndex((c) => c.contactId === contact.contactId);
  const contacts = at === -1 ? [...user.contacts, contact] : user.contacts.map((c, i) => (i === at ? contact : c));
  return { ...user, contacts };
}

export function removeContact(user: User | undefined, contactId: number): User | undefined {
  if (!user) return user;
  return {
    ...user,
    contacts: user.contacts.filter((c) => c.contactId !== contactId),
  };
}

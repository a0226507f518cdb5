import { describe, expect, it } from 'vitest';
import type { Contact } from '@/contract/contacts';
import type { User } from '@/contract/session';
import { removeContact, upsertContact } from './contacts.cache';

const contact = (contactId: number, firstName: string): Contact => ({
  contactId,
  firstName,
  lastName: '',
  title: '',
  business: '',
  displayName: firstName,
  contactMethods: [],
});
const user = { contacts: [contact(1, 'Ada')] } as unknown as User;

describe('contacts cache updaters', () => {
  it('adds, replaces and removes a contact in the User payload', () => {
    expect(upsertContact(user, contact(2, 'Bob'))?.contacts.map((c) => c.firstName)).toEqual(['Ada', 'Bob']);
    expect(upsertContact(user, contact(1, 'Ada L'))?.contacts.map((c) => c.firstName)).toEqual(['Ada L']);
    expect(removeContact(user, 1)?.contacts).toEqual([]);
    expect(upsertContact(undefined, contact(1, 'X'))).toBeUndefined();
    expect(user.contacts).toHaveLength(1);
  });
});

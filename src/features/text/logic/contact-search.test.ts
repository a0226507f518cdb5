import { describe, expect, it } from 'vitest';
import type { Contact } from '@/contract/session';
import { searchContactPhones } from './contact-search';

const contact = (contactId: number, displayName: string, phone: string): Contact => ({
  contactId,
  firstName: displayName.split(' ')[0]!,
  lastName: displayName.split(' ')[1] ?? '',
  title: '',
  business: 'Acme',
  displayName,
  contactMethods: [
    { contactMethodId: `m${contactId}`, contactMethodType: 'PHONE', phoneNumber: phone, phoneExtension: null, email: null, address: null, description: 'Mobile' },
    { contactMethodId: `e${contactId}`, contactMethodType: 'EMAIL', phoneNumber: null, phoneExtension: null, email: 'a@b.example', address: null, description: null },
  ],
});

describe('Send Text contact search', () => {
  const book = [contact(1, 'Maria Lopez', '(503) 555-0101'), contact(2, 'Sam Reed', '+12065550199')];
  it('filters only from 3 characters', () => {
    expect(searchContactPhones(book, 'ma')).toEqual([]);
    expect(searchContactPhones(book, 'mar').map((c) => c.name)).toEqual(['Maria Lopez']);
  });
  it('matches digits and gives E.164 numbers (+1 for 10 digits)', () => {
    expect(searchContactPhones(book, '206')).toEqual([{ key: '2-m2', name: 'Sam Reed', description: 'Mobile', phoneNumber: '+12065550199' }]);
    expect(searchContactPhones(book, 'maria')[0]!.phoneNumber).toBe('+15035550101');
  });
});

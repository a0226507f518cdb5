import { describe, expect, it } from 'vitest';
import type { Contact } from '@/contract/contacts';
import { alanTuring, roleOn } from '@/testing/contact-fixtures';
import {
  contactLinkActions,
  contactWith,
  isClickablePhone,
  isNamedParty,
  linkPhoneNumber,
  matchContacts,
  newContactWith,
  splitContactText,
} from './contact-link-rules';

describe('contact-link matching and permissions', () => {
  const twin: Contact = {
    ...alanTuring,
    contactId: 8,
    displayName: 'Alan T',
    contactMethods: [
      {
        ...alanTuring.contactMethods[0]!,
        contactMethodId: '21',
        phoneNumber: '503-555-0100',
      },
    ],
  };
  const base = {
    userAccountRoles: [roleOn(1, 'USER'), roleOn(2, 'GUEST')],
    patchNumbers: [
      {
        phoneNumberId: 1,
        phoneNumber: '+15035550000',
        status: 'ACTIVE',
        dlcVerified: 'Y' as const,
        accountId: 1,
      },
    ],
    contacts: [alanTuring],
  };

  it('matches numbers ignoring brackets, hyphens and spaces; 10 digits get +1; emails case-insensitively', () => {
    expect(linkPhoneNumber('(503) 555-0100')).toBe('+15035550100');
    expect(linkPhoneNumber('+1 503 555 0100')).toBe('+15035550100');
    expect(matchContacts('phone', '(503) 555-0100', [alanTuring, twin]).map((c) => c.contactId)).toEqual([7, 8]);
    expect(matchContacts('email', 'ALAN@B.example', [alanTuring])).toHaveLength(1);
    expect(matchContacts('email', 'other@b.example', [alanTuring])).toHaveLength(0);
  });

  it('makes numbers clickable only with at least 10 digits', () => {
    expect(isClickablePhone('555-0100')).toBe(false);
    expect(isClickablePhone('(503) 555-0100')).toBe(true);
  });

  it('offers Open Contact, Search Multiple Contact Matches, or Create / Add To Contact by the matches', () => {
    const ctx = {
      kind: 'phone' as const,
      value: '5035550100',
      user: base,
      accountId: 1,
      blocked: false,
    };
    expect(contactLinkActions(ctx)).toEqual(['block', 'openContact']);
    expect(
      contactLinkActions({
        ...ctx,
        user: { ...base, contacts: [alanTuring, twin] },
      }),
    ).toEqual(['block', 'searchMatches']);
    expect(contactLinkActions({ ...ctx, value: '5035550111' })).toEqual(['block', 'createContact', 'addToContact']);
    expect(
      contactLinkActions({
        kind: 'email',
        value: 'alan@b.example',
        user: base,
        accountId: 1,
      }),
    ).toEqual(['email', 'openContact']);
  });

  it('offers Block/Unblock only on an account with a role other than guest or inactive', () => {
    const ctx = {
      kind: 'phone' as const,
      value: '5035550111',
      user: base,
      blocked: true,
    };
    expect(contactLinkActions({ ...ctx, accountId: 1 })).toContain('unblock');
    expect(contactLinkActions({ ...ctx, accountId: 2 })).not.toContain('unblock');
    expect(contactLinkActions({ ...ctx, accountId: 3 })).not.toContain('block');
  });

  it('offers Call only with the phone, patch numbers and no GRASSHOPPER role', () => {
    const ctx = {
      kind: 'phone' as const,
      value: '5035550111',
      user: base,
      accountId: 1,
      phoneAvailable: true,
    };
    expect(contactLinkActions(ctx)).toContain('call');
    expect(contactLinkActions({ ...ctx, phoneAvailable: false })).not.toContain('call');
    expect(contactLinkActions({ ...ctx, user: { ...base, patchNumbers: [] } })).not.toContain('call');
    expect(
      contactLinkActions({
        ...ctx,
        user: { ...base, userAccountRoles: [roleOn(1, 'GRASSHOPPER')] },
      }),
    ).not.toContain('call');
  });

  it('prefills Create Contact and Add To Contact', () => {
    expect(newContactWith('phone', '(503) 555-0111').contactMethods[0]?.phoneNumber).toBe('+15035550111');
    expect(newContactWith('email', 'x@y.example').contactMethods[1]?.email).toBe('x@y.example');
    const added = contactWith(alanTuring, 'phone', '503 555 0112');
    expect(added.changed).toBe(true);
    expect(added.contactMethods.at(-1)).toMatchObject({
      contactMethodId: 'N00001',
      phoneNumber: '+15035550112',
      changed: true,
    });
  });
});

describe('the name Create Contact starts with', () => {
  it('names the new contact after the party of the number or address, split into first and last name', () => {
    expect(newContactWith('phone', '(503) 555-0111', 'Ada King Lovelace')).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      changed: true,
    });
    expect(newContactWith('phone', '(503) 555-0111', 'Ada Lovelace').contactMethods[0]?.phoneNumber).toBe('+15035550111');
    expect(newContactWith('email', 'ada@example.com', ' Ada  Lovelace ')).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(newContactWith('phone', '(503) 555-0111')).toMatchObject({ firstName: '', lastName: '' });
  });

  it("takes no caller-ID label, number or address for a name: the demo's unknown callers, a withheld number", () => {
    // The demo data's robocalls and spam chats, and what caller ID shows for nobody in particular.
    for (const label of ['Spam Risk', 'Unknown Caller', 'Potential Spam', 'Website visitor', 'Unknown', 'UNKNOWN', 'Anonymous', ' private  NUMBER ', 'Wireless Caller', 'Restricted']) {
      expect(isNamedParty(label), label).toBe(false);
      expect(newContactWith('phone', '(503) 555-0111', label)).toMatchObject({ firstName: '', lastName: '' });
    }
    // A name that is only the number (the "from" text shows the number when there is no name).
    for (const number of ['503-555-0111', '+15035550111', '(503) 555-0111', '']) expect(isNamedParty(number), number).toBe(false);
    expect(isNamedParty('ada@example.com')).toBe(false);
    expect(isNamedParty(null)).toBe(false);
    expect(isNamedParty(undefined)).toBe(false);
    // Real names, a business, a name with a digit in it.
    for (const name of ['Ada Lovelace', 'José Ñúñez', 'Acme Plumbing LLC', 'Unknown Pleasures Records', 'Studio 54']) expect(isNamedParty(name), name).toBe(true);
  });
});

describe('splitContactText', () => {
  it('finds numbers of 10 or more digits in their usual spellings', () => {
    for (const number of ['(503) 555-0100', '503-555-0100', '503.555.0100', '5035550100', '+15035550100', '+1 503 555 0100', '1-503-555-0100', '+447400123456']) {
      expect(splitContactText(`Call ${number} today`)).toEqual([
        { kind: 'text', value: 'Call ' },
        { kind: 'phone', value: number },
        { kind: 'text', value: ' today' },
      ]);
    }
  });

  it('leaves shorter numbers, dates and longer digit runs as text', () => {
    for (const text of ['ext 555-0100', 'on 2026-11-20', 'order 123456789012345678', 'room 12']) {
      expect(splitContactText(text)).toEqual([{ kind: 'text', value: text }]);
    }
  });

  it('finds addresses (not their trailing full stop) next to numbers', () => {
    expect(splitContactText('Mail Jane.Roe@Example.com. Or 503-555-0100.')).toEqual([
      { kind: 'text', value: 'Mail ' },
      { kind: 'email', value: 'Jane.Roe@Example.com' },
      { kind: 'text', value: '. Or ' },
      { kind: 'phone', value: '503-555-0100' },
      { kind: 'text', value: '.' },
    ]);
  });

  it('keeps empty text empty', () => {
    expect(splitContactText('')).toEqual([]);
  });
});

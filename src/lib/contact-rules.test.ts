import { describe, expect, it } from 'vitest';
import { alanTuring } from '@/testing/contact-fixtures';
import {
  addMethod,
  canSaveContact,
  findDuplicateContact,
  nextMethodId,
  planContactSave,
  setField,
  splitFullName,
  stripEmailCharacters,
  stripExtension,
  toCreateRequest,
  toEditable,
  toggleMethodDeleted,
  updateMethod,
} from './contact-rules';

describe('contact editor rules', () => {
  it('a new contact starts with a Mobile phone N00001 and an Office email N00002; ids count up', () => {
    const c = toEditable(null);
    expect(c.contactId).toBe('new');
    expect(c.contactMethods.map((m) => [m.contactMethodId, m.contactMethodType, m.description, m.changed])).toEqual([
      ['N00001', 'PHONE', 'Mobile', true],
      ['N00002', 'EMAIL', 'Office', true],
    ]);
    const more = addMethod(c, 'PHONE');
    expect(more.contactMethods.at(-1)?.contactMethodId).toBe('N00003');
    expect(nextMethodId(alanTuring.contactMethods)).toBe('N00001');
  });

  it('Save needs a change, valid phones and emails, and one method with content', () => {
    const fresh = toEditable(null);
    expect(canSaveContact(fresh)).toBe(false);
    const named = setField(fresh, 'firstName', 'Grace');
    expect(canSaveContact(named)).toBe(false); // no content yet
    const withPhone = updateMethod(named, 'N00001', {
      phoneNumber: '+15035550199',
    });
    expect(canSaveContact(withPhone)).toBe(true);
    expect(canSaveContact(updateMethod(withPhone, 'N00001', { phoneNumber: '503555' }))).toBe(false); // invalid phone
    expect(canSaveContact(updateMethod(withPhone, 'N00002', { email: 'grace@' }))).toBe(false); // invalid email
    const emailOnly = updateMethod(named, 'N00002', {
      email: 'grace@navy.example',
    });
    expect(canSaveContact(emailOnly)).toBe(true);
    const unchanged = toEditable(alanTuring);
    expect(canSaveContact(unchanged)).toBe(false);
    expect(canSaveContact(setField(unchanged, 'title', 'Dr'))).toBe(true);
    // Deleting every method with content leaves nothing to save.
    const allGone = toggleMethodDeleted(toggleMethodDeleted(unchanged, '11'), '12');
    expect(canSaveContact(allGone)).toBe(false);
  });

  it('strips special characters from emails and non-digits from extensions', () => {
    expect(stripEmailCharacters('gr!a#c$e%^&*()+-=[]{};\':"\\|,<>/?~ @navy.example')).toBe('grace@navy.example');
    expect(stripExtension('x12-3')).toBe('123');
  });

  it('delete toggles the flag on saved methods and drops unsaved ones', () => {
    const c = toEditable(alanTuring);
    const struck = toggleMethodDeleted(c, '11');
    expect(struck.contactMethods[0]).toMatchObject({ deleted: true });
    expect(struck.changed).toBe(true);
    expect(toggleMethodDeleted(struck, '11').contactMethods[0]).toMatchObject({
      deleted: false,
    });
    const added = addMethod(c, 'EMAIL');
    expect(toggleMethodDeleted(added, 'N00001').contactMethods).toHaveLength(2);
  });

  it('finds a new contact whose phone matches an alanTuring one, whatever the punctuation', () => {
    const dup = updateMethod(setField(toEditable(null), 'firstName', 'X'), 'N00001', { phoneNumber: '+15035550100' });
    expect(findDuplicateContact(dup, [alanTuring])?.displayName).toBe('Alan Turing');
    const other = updateMethod(dup, 'N00001', { phoneNumber: '+15035550101' });
    expect(findDuplicateContact(other, [alanTuring])).toBeNull();
    // Only new contacts are checked.
    expect(findDuplicateContact({ ...toEditable(alanTuring), changed: true }, [alanTuring])).toBeNull();
  });

  it('splits a full name: the first word is the first name, the rest the last name', () => {
    expect(splitFullName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitFullName('  Mary   Ann  Smith ')).toEqual({ firstName: 'Mary', lastName: 'Ann Smith' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName(' ')).toEqual({ firstName: '', lastName: '' });
    // Each field takes 100 characters at most.
    const long = splitFullName(`${'a'.repeat(120)} ${'b'.repeat(120)}`);
    expect([long.firstName.length, long.lastName.length]).toEqual([100, 100]);
  });

  it('builds the create request and the save plan', () => {
    const created = updateMethod(setField(toEditable(null), 'firstName', ' Grace '), 'N00001', {
      phoneNumber: '+15035550199',
      phoneExtension: '12',
    });
    expect(toCreateRequest(created)).toEqual({
      firstName: 'Grace',
      lastName: '',
      title: '',
      business: '',
      contactMethods: [
        {
          contactMethodType: 'PHONE',
          phoneNumber: '+15035550199',
          phoneExtension: '12',
          description: 'Mobile',
        },
      ],
    });
    let edited = toEditable(alanTuring);
    edited = updateMethod(edited, '12', {
      email: 'turing@b.example',
      description: 'Home',
    });
    edited = toggleMethodDeleted(edited, '11');
    edited = updateMethod(addMethod(edited, 'PHONE'), 'N00001', {
      phoneNumber: '+15035550177',
      description: 'Office',
    });
    const plan = planContactSave(alanTuring, edited);
    expect(plan.fields).toBeNull();
    expect(plan.remove).toEqual(['11']);
    expect(plan.update).toEqual([
      {
        methodId: '12',
        body: {
          contactMethodType: 'EMAIL',
          email: 'turing@b.example',
          description: 'Home',
        },
      },
    ]);
    expect(plan.add).toEqual([
      {
        contactMethodType: 'PHONE',
        phoneNumber: '+15035550177',
        phoneExtension: null,
        description: 'Office',
      },
    ]);
  });
});

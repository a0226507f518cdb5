import { describe, expect, it } from 'vitest';
import type { Contact } from '@/contract/contacts';
import type { ContactSavePlan } from '../../lib/contact-rules';
import { withoutAppliedSteps } from './contact-save-retry';

const phone = (contactMethodId: string, phoneNumber: string) => ({
  contactMethodId,
  contactMethodType: 'PHONE' as const,
  phoneNumber,
  phoneExtension: null,
  email: null,
  address: null,
  description: 'Mobile',
});

const contact = (methods: ReturnType<typeof phone>[]): Contact =>
  ({ contactId: 7, firstName: 'Ada', lastName: 'Lovelace', contactMethods: methods }) as unknown as Contact;

const plan = (over: Partial<ContactSavePlan>): ContactSavePlan => ({ contactId: 7, fields: null, add: [], update: [], remove: [], ...over });
const addPhone = (phoneNumber: string) => ({ contactMethodType: 'PHONE' as const, phoneNumber, phoneExtension: null, description: 'Mobile' as const });

describe('withoutAppliedSteps', () => {
  it('drops an addition the first attempt already made', () => {
    const retry = withoutAppliedSteps(plan({ add: [addPhone('(503) 555-0100'), addPhone('+15035550111')] }), contact([phone('1', '+15035550100')]));
    expect(retry.add).toEqual([addPhone('+15035550111')]);
  });

  it('drops removals and updates of methods that are already gone', () => {
    const retry = withoutAppliedSteps(
      plan({ remove: ['1', '2'], update: [{ methodId: '2', body: addPhone('+15035550122') }, { methodId: '3', body: addPhone('+15035550133') }] }),
      contact([phone('1', '+15035550100'), phone('3', '+15035550130')]),
    );
    expect(retry.remove).toEqual(['1']);
    expect(retry.update.map((u) => u.methodId)).toEqual(['3']);
  });

  it('keeps an addition that replaces a method the same plan removes', () => {
    const retry = withoutAppliedSteps(plan({ remove: ['1'], add: [addPhone('+15035550100')] }), contact([phone('1', '+15035550100')]));
    expect(retry).toEqual(plan({ remove: ['1'], add: [addPhone('+15035550100')] }));
  });

  it('changes nothing without a known contact', () => {
    const original = plan({ add: [addPhone('+15035550100')] });
    expect(withoutAppliedSteps(original, undefined)).toBe(original);
  });
});

import type { Contact } from '@/contract/contacts';
import type { UserAccountRole } from '@/contract/session';
import { makeRole } from './user-fixtures';

/** Test data for the contact rules and screens. Never imported by app code. */

/** A contact with a Mobile phone (+15035550100, id 11) and an Office email (alan@b.example, id 12). */
export const alanTuring: Contact = {
  contactId: 7,
  firstName: 'Alan',
  lastName: 'Turing',
  title: '',
  business: 'Bletchley',
  displayName: 'Alan Turing',
  contactMethods: [
    {
      contactMethodId: '11',
      contactMethodType: 'PHONE',
      phoneNumber: '+15035550100',
      phoneExtension: null,
      email: null,
      address: null,
      description: 'Mobile',
    },
    {
      contactMethodId: '12',
      contactMethodType: 'EMAIL',
      phoneNumber: null,
      phoneExtension: null,
      email: 'alan@b.example',
      address: null,
      description: 'Office',
    },
  ],
};

/** A role on account `accountId` named "Account <id>". */
export const roleOn = (accountId: number, userRoleKey: UserAccountRole['userRoleKey']): UserAccountRole =>
  makeRole({ accountId, accountName: `Account ${accountId}`, userRoleKey });

import type { RoleKey } from '@/contract/common';
import type { PatchNumber, User, UserAccountRole } from '@/contract/session';

/** Test data builders for the contract User. Never imported by app code. */
export function makeRole(overrides: Partial<UserAccountRole> = {}): UserAccountRole {
  return {
    accountId: 100,
    accountName: 'Harbor Law',
    accountNumber: 'A-100',
    locationId: null,
    locationName: null,
    userRoleKey: 'USER',
    parentAccountId: null,
    showExtendedReports: 'N',
    showCombinedUsage: 'N',
    chatServiceEnabled: 'Y',
    usedMinutes: 10,
    planMinutes: 100,
    totalCalls: 5,
    totalChats: 2,
    daysLeft: 12,
    combinedTotalMin: 10,
    combinedTotalCalls: 5,
    totalCombinedChats: 2,
    isAccountPastDue: 'N',
    hipaa: 'N',
    messageGroups: [{ messageGroupId: 1, name: 'Default', userDefault: 'Y' }],
    locations: [{ locationId: 1000, locationName: 'Head Office' }],
    ...overrides,
  };
}

export function makePatchNumber(overrides: Partial<PatchNumber> = {}): PatchNumber {
  return { phoneNumberId: 1, phoneNumber: '+15555550100', status: 'ACTIVE', dlcVerified: 'Y', accountId: 100, ...overrides };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    userId: 1,
    accessPin: null,
    displayName: 'Daniel Cho',
    firstName: 'Daniel',
    lastName: 'Cho',
    email: 'daniel.cho@harborlaw.example',
    jobTitle: null,
    holdCalls: 'N',
    fullAccess: 'N',
    temporaryPassword: 'N',
    twoFactor: 'N',
    sessionTwoFactor: 'N',
    agentSession: 'N',
    patchNumbers: [makePatchNumber()],
    assistPatchNumbers: [],
    userAccountRoles: [makeRole()],
    contacts: [],
    selfContact: null,
    scheduledStatuses: [],
    leadCount: 0,
    callLeadCount: 0,
    chatLeadCount: 0,
    currentClientCount: 0,
    usageNotifications: [],
    transferLinks: [],
    greeting: null,
    companyWebsite: null,
    ...overrides,
  };
}

export const withRoles = (...roles: (RoleKey | Partial<UserAccountRole>)[]): User =>
  makeUser({
    userAccountRoles: roles.map((role, index) =>
      makeRole({ accountId: 100 + index, ...(typeof role === 'string' ? { userRoleKey: role } : role) }),
    ),
  });

/** The demo logins of server/db/demo-users.ts, as the client sees their roles. */
export const demoRoleUsers = {
  globalAdmin: withRoles(
    { userRoleKey: 'GLOBALADMIN', showExtendedReports: 'Y' },
    { userRoleKey: 'GLOBALADMIN', parentAccountId: 100 },
    { userRoleKey: 'GLOBALADMIN', parentAccountId: 100 },
  ),
  locationAdmin: withRoles({ userRoleKey: 'LOCATIONADMIN', locationId: 7, locationName: 'Downtown' }),
  billingAdmin: withRoles('BILLING_ADMIN'),
  user: withRoles('USER'),
  userSms: withRoles('USERSMS'),
  userOutcall: withRoles('USEROUTCALL'),
  guest: withRoles('GUEST'),
  partner: withRoles('PARTNERS'),
  grasshopper: withRoles('GRASSHOPPER'),
  noChat: withRoles({ userRoleKey: 'GLOBALADMIN', chatServiceEnabled: 'N' }),
  pastDue: withRoles({ userRoleKey: 'GLOBALADMIN', isAccountPastDue: 'Y' }),
  grasshopperGlobal: withRoles('GRASSHOPPERGLOBAL'),
} satisfies Record<string, User>;

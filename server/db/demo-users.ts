/**
 * The demo users the seed creates: one per role the spec names, plus the special cases the
 * foundation needs. README, the login page's demo hint and the e2e fixtures all read this list,
 * so it is the one place a demo login is defined.
 */
export const demoPassword = 'Portal-Demo1';

export interface DemoUser {
  key: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Role per account: 'parent' is the parent company, 'child1'/'child2' its child accounts,
   * 'dental' an unrelated account without chat and the second parent (combined usage) of
   * 'dentalMeridian'/'dentalNampa', 'pastdue' a past-due account. */
  roles: {
    account: 'parent' | 'child1' | 'child2' | 'dental' | 'dentalMeridian' | 'dentalNampa' | 'pastdue';
    role: string;
    location?: boolean;
  }[];
  temporaryPassword?: boolean;
  twoFactor?: boolean;
  /**
   * Added after the seed's random sections had settled (seed/appended-demo-users.ts): seeded on
   * its own, with no random draws, so adding it changed no other demo row. It has no activity.
   */
  appended?: boolean;
  /** What a person sees after logging in as this user (README table). */
  shows: string;
}

export const demoUsers: DemoUser[] = [
  { key: 'globalAdmin', username: 'admin', email: 'olivia.bennett@harborlaw.example', firstName: 'Olivia', lastName: 'Bennett',
    roles: [{ account: 'parent', role: 'GLOBALADMIN' }, { account: 'child1', role: 'GLOBALADMIN' }, { account: 'child2', role: 'GLOBALADMIN' }],
    shows: 'Dashboard, every menu item, insights, billing, extended report files' },
  { key: 'locationAdmin', username: 'locadmin', email: 'marcus.reed@harborlaw.example', firstName: 'Marcus', lastName: 'Reed',
    roles: [{ account: 'child1', role: 'LOCATIONADMIN', location: true }], shows: 'Dashboard and the activity of his locations' },
  { key: 'billingAdmin', username: 'billing', email: 'priya.shah@harborlaw.example', firstName: 'Priya', lastName: 'Shah',
    roles: [{ account: 'parent', role: 'BILLING_ADMIN' }], shows: 'Billing only (and Account)' },
  { key: 'user', username: 'user', email: 'daniel.cho@harborlaw.example', firstName: 'Daniel', lastName: 'Cho',
    roles: [{ account: 'child1', role: 'USER' }], shows: 'Dashboard, activity, chat, statuses, contacts' },
  { key: 'userSms', username: 'usersms', email: 'sofia.alvarez@harborlaw.example', firstName: 'Sofia', lastName: 'Alvarez',
    roles: [{ account: 'child1', role: 'USERSMS' }], shows: 'Dashboard plus text activity' },
  { key: 'userOutcall', username: 'outcall', email: 'ethan.brooks@harborlaw.example', firstName: 'Ethan', lastName: 'Brooks',
    roles: [{ account: 'child2', role: 'USEROUTCALL' }], shows: 'Dashboard with the phone enabled' },
  { key: 'guest', username: 'guest', email: 'hannah.kim@harborlaw.example', firstName: 'Hannah', lastName: 'Kim',
    roles: [{ account: 'child1', role: 'GUEST' }], shows: 'Read-only activity; no blocking, billing or VIP' },
  { key: 'partner', username: 'partner', email: 'liam.foster@brightpartners.example', firstName: 'Liam', lastName: 'Foster',
    roles: [{ account: 'parent', role: 'PARTNERS' }], shows: 'Dashboard without insights or usage; sent away from billing and insights' },
  { key: 'grasshopper', username: 'grasshopper', email: 'noah.price@grasshopper.example', firstName: 'Noah', lastName: 'Price',
    roles: [{ account: 'child2', role: 'GRASSHOPPER' }], shows: 'Dashboard; phone toggle disabled; sent away from billing and insights' },
  { key: 'temporaryPassword', username: 'newhire', email: 'emma.wright@harborlaw.example', firstName: 'Emma', lastName: 'Wright',
    roles: [{ account: 'child1', role: 'USER' }], temporaryPassword: true, shows: 'The password-change screen (temporary password)' },
  { key: 'twoFactor', username: 'secure', email: 'lucas.meyer@harborlaw.example', firstName: 'Lucas', lastName: 'Meyer',
    roles: [{ account: 'child1', role: 'USER' }], twoFactor: true, shows: 'The two-factor screen before the portal' },
  { key: 'noChat', username: 'nochat', email: 'ava.turner@turnerdental.example', firstName: 'Ava', lastName: 'Turner',
    roles: [{ account: 'dental', role: 'GLOBALADMIN' }, { account: 'dentalMeridian', role: 'GLOBALADMIN' }, { account: 'dentalNampa', role: 'GLOBALADMIN' }],
    shows: 'Portal without chat: no chat menu item or tabs; a second parent account (two branches) with combined usage' },
  { key: 'pastDue', username: 'pastdue', email: 'james.ortiz@ortizplumbing.example', firstName: 'James', lastName: 'Ortiz',
    roles: [{ account: 'pastdue', role: 'GLOBALADMIN' }], shows: 'The red past-due button in the top bar' },
  { key: 'grasshopperGlobal', username: 'ghglobal', email: 'maya.singh@grasshopper.example', firstName: 'Maya', lastName: 'Singh',
    roles: [{ account: 'child1', role: 'GRASSHOPPERGLOBAL' }], appended: true,
    shows: 'Integrations for one account, without Profiles rules (an email link of her own); no activity' },
];

/** Support staff who open agent sessions from {api}/support/login. */
export const demoSupportAgent = { username: 'support', displayName: 'Riley Support', password: 'Support-Demo1' };

/**
 * Users of the old login who move over at /#migrate (billing-account §4 Login migration): one
 * whose old password fails today's rules (the page asks for a new one), one whose password passes.
 */
export const legacyDemoUsers = [
  { username: 'legacy', email: 'grace.lin@harborlaw.example', firstName: 'Grace', lastName: 'Lin', password: 'harbor2019',
    shows: 'Login migration: the old password fails the rules, so a new one is chosen' },
  { username: 'legacyok', email: 'omar.haddad@harborlaw.example', firstName: 'Omar', lastName: 'Haddad', password: 'Harbor-2019',
    shows: 'Login migration straight to "Login migration complete"' },
] as const;

/** Seed section: the transfer services and the demo users' transfer links and rules (no random draws). */
import type * as schema from '../schema';
import type { AccountSeed } from './accounts';
import type { UserSeed } from './users';

export interface IntegrationSeed {
  serviceRows: (typeof schema.transferServices.$inferInsert)[];
  linkRows: (typeof schema.transferLinks.$inferInsert)[];
  ruleRows: (typeof schema.transferRules.$inferInsert)[];
}

export function seedIntegrations(
  { groupsByAccount, numbersByAccount }: AccountSeed,
  { userIdByKey }: UserSeed,
): IntegrationSeed {
  const admin = userIdByKey.globalAdmin!;
  const serviceRows: (typeof schema.transferServices.$inferInsert)[] = [
    { transferServiceId: 1, name: 'Clio', transferKey: 'CLIO' },
    { transferServiceId: 2, name: 'Clio Grow', transferKey: 'CLIOGROW' },
    { transferServiceId: 3, name: 'Zapier', transferKey: 'ZAPIER', pullService: 'Y' },
    { transferServiceId: 4, name: 'Power Automate', transferKey: 'POWERA', pullService: 'Y' },
    { transferServiceId: 5, name: 'InfluxMD', transferKey: 'INFLUXMD' },
    { transferServiceId: 6, name: 'Email', transferKey: 'EMAIL' },
    { transferServiceId: 7, name: 'Phone (text message)', transferKey: 'TWILIO' },
    { transferServiceId: 8, name: 'Email with API key', transferKey: 'EMAIL' },
    { transferServiceId: 9, name: 'HubSpot', transferKey: 'HUBSPOT' },
    { transferServiceId: 10, name: 'Salesforce', transferKey: 'SALESFORCE' },
    { transferServiceId: 11, name: 'Lawmatics', transferKey: 'LAWMATICS' },
  ];
  const noChat = userIdByKey.noChat!;
  // Links in every state: settingUp (3, 8), attention (1), up with each transfer mode: custom
  // (queued and retry stay 0: the queue's rows move them; sent and failed are history)
  // rules (2, 4), automatic (all) (5, 6), manual (7). Link 4 belongs to `user` (the sweep's victim).
  const linkRows: (typeof schema.transferLinks.$inferInsert)[] = [
    { transferLinkId: 1, userId: admin, transferServiceId: 1, sent: 214, failed: 2, attention: 'Y', message: 'Clio authorization expires soon. Reconnect to keep transfers running.', token: 'clio-demo-token' },
    { transferLinkId: 2, userId: admin, transferServiceId: 6, sent: 87, parsedParametersJson: { email: 'intake@harborlaw.example' } },
    { transferLinkId: 3, userId: admin, transferServiceId: 3, settingUp: 'Y' },
    { transferLinkId: 4, userId: userIdByKey.user!, transferServiceId: 7, sent: 12, parsedParametersJson: { phone: '+15035550199' } },
    { transferLinkId: 5, userId: admin, transferServiceId: 2, sent: 41, token: 'grow-inbox-demo-token' },
    { transferLinkId: 6, userId: noChat, transferServiceId: 5, sent: 9, parsedParametersJson: { email: 'records@turnerdental.example' } },
    { transferLinkId: 7, userId: admin, transferServiceId: 3, sent: 3, failed: 1, parsedParametersJson: {} },
    { transferLinkId: 8, userId: admin, transferServiceId: 9, settingUp: 'Y' },
    // GRASSHOPPERGLOBAL: Integrations for her one account, without Profiles rules.
    { transferLinkId: 9, userId: userIdByKey.grasshopperGlobal!, transferServiceId: 6, parsedParametersJson: { email: 'maya.singh@grasshopper.example' } },
  ];
  const ruleRows: (typeof schema.transferRules.$inferInsert)[] = [
    { transferRuleId: 1, transferLinkId: 1, accountId: 2, matchAll: 'Y' },
    { transferRuleId: 2, transferLinkId: 1, accountId: 3, messageGroupId: groupsByAccount[3]![0]!, matchAll: 'N' },
    // The intake address gets the first child account's activity except its second number's (a
    // deny rule that wins). Rules the matcher can apply: seeded activity carries no categories.
    { transferRuleId: 3, transferLinkId: 2, accountId: 2, matchAll: 'N' },
    { transferRuleId: 4, transferLinkId: 2, accountId: 2, phoneNumberId: numbersByAccount[2]![1]!.phoneNumberId, matchAll: 'N', deny: 'Y' },
    { transferRuleId: 5, transferLinkId: 4, accountId: 2, phoneNumberId: numbersByAccount[2]![0]!.phoneNumberId, matchAll: 'N' },
    { transferRuleId: 6, transferLinkId: 5, matchAll: 'Y' },
    { transferRuleId: 7, transferLinkId: 6, matchAll: 'Y' },
  ];

  return { serviceRows, linkRows, ruleRows };
}

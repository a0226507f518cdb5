/**
 * Issue 18, authorisation sweep by role: the calls the spec restricts (reports, leads, account
 * edits, forwarding, the VIP number, account recordings, integrations; blocked and VIP for restricted roles)
 * are refused to GUEST, USER and BILLING_ADMIN on their own account, and change nothing. Every
 * /api/transfers endpoint is here (integrationsEndpoints: the test below checks none is missing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../src/contract/endpoints';
import { integrationsEndpoints } from '../../src/contract/integrations.endpoints';
import { queryRows, sql } from '../db/client';
import { findUserByLogin } from '../db/repositories/users';
import { createTestContext, type TestContext } from '../http/test-context';
import type { SweepRequest } from './sweep/cases';
import { sessionOf, sweepRequest } from './sweep/requests';
import { changedTables, othersState } from './sweep/victim';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

interface Own {
  accountId: number;
  phoneNumberId: number;
  recordingId: number;
  entryId: number;
  entryNumber: string;
  vipCallerId: number;
  invoiceId: number;
  paymentMethodUid: string;
  deliveryId: number;
}

type Role = 'GUEST' | 'USER' | 'BILLING_ADMIN';
const users: Record<Role, string> = { GUEST: 'guest', USER: 'user', BILLING_ADMIN: 'billing' };
const everyone: Role[] = ['GUEST', 'USER', 'BILLING_ADMIN'];
const fresh = '+15035550987';

/** Endpoint, the roles refused, the request on the user's own account. */
const notBilling: Role[] = ['GUEST', 'USER'];
const restricted: [EndpointName, Role[], (own: Own) => SweepRequest][] = [
  ['invoice', notBilling, (o) => ({ params: { id: o.accountId, invoiceId: o.invoiceId } })],
  ['payInvoice', notBilling, (o) => ({ params: { id: o.accountId, invoiceId: o.invoiceId }, body: { paymentMethodUid: o.paymentMethodUid, amount: 1, idempotencyKey: 'role-sweep-pay' } })],
  ['surcharge', notBilling, (o) => ({ params: { id: o.accountId }, body: { amount: '10', invoiceId: o.invoiceId, paymentMethodUid: o.paymentMethodUid } })],
  ['paymentMethods', notBilling, (o) => ({ params: { id: o.accountId } })],
  ['deletePaymentMethod', notBilling, (o) => ({ params: { id: o.accountId, uid: o.paymentMethodUid } })],
  ['autopay', notBilling, (o) => ({ params: { id: o.accountId }, body: { autopay: 'Y', paymentMethodUid: o.paymentMethodUid } })],
  ['stripeCheckout', notBilling, (o) => ({ params: { id: o.accountId } })],
  ['updateAccount', ['BILLING_ADMIN'], (o) => ({ params: { id: o.accountId }, body: { editType: 'service', address1: '1 Main St', city: 'Portland', state: 'OR', zip: '97204', country: 'US' } })],
  ['reportCurrent', everyone, (o) => ({ params: { id: o.accountId } })],
  ['combinedReportCurrent', everyone, (o) => ({ params: { id: o.accountId } })],
  ['reportCallVolume', everyone, (o) => ({ params: { id: o.accountId } })],
  ['reportContactInsights', everyone, (o) => ({ params: { id: o.accountId } })],
  ['reportPhoneNumberInsights', everyone, (o) => ({ params: { id: o.accountId } })],
  ['leads', everyone, (o) => ({ query: { accountId: o.accountId } })],
  ['updateAccount', everyone, (o) => ({ params: { id: o.accountId }, body: { editType: 'company', accountName: 'Renamed' } })],
  ['updateVipNumber', everyone, (o) => ({ body: { accountId: o.accountId, vipForwardingNumber: '+15035550111' } })],
  ['saveGreeting', everyone, (o) => ({
    body: { recordingId: o.recordingId, contentType: 'audio/wav', duration: 5, audio: Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt ').toString('base64') },
  })],
  ['conditionalCallForwarding', ['GUEST', 'BILLING_ADMIN'], (o) => ({ body: { phoneNumberId: o.phoneNumberId, handling: 'ANSWER' } })],
  ['transferServices', everyone, () => ({})],
  ['transferLinks', everyone, () => ({})],
  ['createTransferLink', everyone, () => ({ body: { transferServiceId: 3 } })],
  ['verifyTransferLink', everyone, () => ({ body: { email: 'role-sweep@example.com', code: '12345' } })],
  ['backfillTransfers', everyone, () => ({ params: { id: 4 }, body: { daysBack: 30 } })],
  ['addTransferRules', everyone, (o) => ({ params: { id: 4 }, body: { ruleType: 'accountId', values: [o.accountId] } })],
  // Link 4 is `user`'s own text-message link (rule 5 on it): refused by the role before ownership is looked at.
  ['updateTransferLink', everyone, () => ({ params: { id: 4 }, body: { webhookUrl: 'https://hooks.example/role-sweep' } })],
  ['deleteTransferLink', everyone, () => ({ params: { id: 4 } })],
  ['deleteTransferRules', everyone, () => ({ params: { id: 4 } })],
  ['deleteTransferRule', everyone, () => ({ params: { id: 4, ruleId: 5 } })],
  ['transferActivity', everyone, (o) => ({ params: { id: 4 }, body: { deliveryId: o.deliveryId } })],
  ['importContacts', everyone, () => ({ params: { id: 4 } })],
  ['blockedNumbers', ['GUEST'], (o) => ({ query: { accountId: o.accountId } })],
  ['blockNumber', ['GUEST'], (o) => ({ body: { accountId: o.accountId, phoneNumber: fresh } })],
  ['editBlockedNumber', ['GUEST'], (o) => ({ body: { accountId: o.accountId, entryId: o.entryId, phoneNumber: fresh } })],
  ['unblockNumber', ['GUEST'], (o) => ({ body: { accountId: o.accountId, existingNumber: o.entryNumber } })],
  ['vipCallers', ['GUEST'], (o) => ({ query: { accountId: o.accountId } })],
  ['createVipCaller', ['GUEST'], (o) => ({ body: { accountId: o.accountId, name: 'New', phoneNumber: fresh } })],
  ['updateVipCaller', ['GUEST'], (o) => ({ body: { accountId: o.accountId, vipCallerId: o.vipCallerId, name: 'New', phoneNumber: fresh } })],
  ['deleteVipCaller', ['GUEST'], (o) => ({ body: { accountId: o.accountId, vipCallerId: o.vipCallerId } })],
  // Texts (core §2, §5): the views need USERSMS, GRASSHOPPERSMS or an admin-type role; sending a non-restricted role.
  ['smsTasks', ['GUEST', 'USER'], () => ({ query: { pageNumber: 0, version: 0 } })],
  ['smsCsv', ['GUEST', 'USER'], () => ({ query: { start: new Date().toISOString().slice(0, 10), end: new Date().toISOString().slice(0, 10) } })],
  ['sendText', ['GUEST'], (o) => ({ body: { sourcePhoneNumberId: o.phoneNumberId, destinationPhoneNumber: fresh, message: 'Hi' } })],
  ['outcallRequest', ['GUEST', 'BILLING_ADMIN'], (o) => ({ body: { phoneNumberId: o.phoneNumberId, outcallNumber: fresh } })],
];

async function ownOf(accountId: number): Promise<Own> {
  const { db } = ctx.database;
  const [row] = await queryRows<Own>(
    db,
    sql`select ${accountId}::int as "accountId",
      (select phone_number_id from phone_numbers where account_id = ${accountId} limit 1) as "phoneNumberId",
      (select recording_id from recordings where account_id = ${accountId} limit 1) as "recordingId",
      (select entry_id from blocked_numbers where account_id = ${accountId} order by entry_id limit 1) as "entryId",
      (select phone_number from blocked_numbers where account_id = ${accountId} order by entry_id limit 1) as "entryNumber",
      (select vip_caller_id from vip_callers where account_id = ${accountId} order by vip_caller_id limit 1) as "vipCallerId",
      (select invoice_id from invoices where account_id = ${accountId} order by invoice_id desc limit 1) as "invoiceId",
      (select payment_method_uid from payment_methods where account_id = ${accountId} order by payment_method_uid limit 1) as "paymentMethodUid",
      (select delivery_id from messages where account_id = ${accountId} and delivery_id is not null order by message_id limit 1) as "deliveryId"`,
  );
  return row!;
}

describe('the sweep’s coverage', () => {
  it('covers every integrations endpoint', () => {
    const swept = new Set(restricted.map(([name]) => name));
    expect(Object.keys(integrationsEndpoints).filter((name) => !swept.has(name as EndpointName))).toEqual([]);
  });
});

const cases = restricted.flatMap(([name, roles, build]) => roles.map((role) => [role, name, build] as const));

describe('role-restricted calls on the user’s own account', () => {
  it.each(cases)('%s: %s is refused and changes nothing', async (role, name, build) => {
    const user = (await findUserByLogin(ctx.database.db, users[role]))!;
    const [accountRole] = await queryRows<{ accountId: number }>(
      ctx.database.db,
      sql`select account_id as "accountId" from user_account_roles where user_id = ${user.userId} and user_role_key = ${role} limit 1`,
    );
    const own = await ownOf(accountRole!.accountId);
    const request = build(own);
    for (const value of [...Object.values(request.body ?? {}), ...Object.values(request.query ?? {})]) expect(value, 'the seed lacks a row').not.toBeNull();
    const everything = { userId: -1, accountId: -1, username: '', transferLinkId: 0 };
    const before = await othersState(ctx.database, everything);
    const res = await ctx.app.request(...sweepRequest(name, request, await sessionOf(ctx.database, user.userId)));
    expect(res.status, res.headers.get('X-PORTAL-ERROR') ?? '').toBe(403);
    expect(changedTables(before, await othersState(ctx.database, everything))).toEqual([]);
  });
});

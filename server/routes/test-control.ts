/**
 * The test surface for e2e (mounted only with PORTAL_TEST_CONTROL=1) under /__test: reset the
 * data, push updates, inject faults, expire a session, add a message, a chat or a usage alert.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { realtimeAreas } from '../../src/contract/realtime';
import type { Db } from '../db/client';
import { accounts, chatMessages, chats, leads, messages, phoneNumbers, usageNotifications, userAccountRoles, userPatchNumbers, users } from '../db/schema';
import { nextSerialId } from '../db/repositories/serial-ids';
import { expireSessionByKey } from '../db/repositories/session';
import { userIdsOfAccounts } from '../db/repositories/users';
import { resetToSeed } from '../db/snapshot';
import { enqueueNewActivity } from '../services/integrations/enqueue';
import { PortalHttpError } from '../http/errors';
import { faultSchema, type Faults } from '../http/faults';
import { readInput, parseRequest } from '../http/endpoint';
import type { AppEnv } from '../http/types';
import { billingTestRoutes } from './test-control-billing';
import { receiveText } from '../services/text/receive-text';
import { signInTestRoutes } from './test-control-sign-in';

const userRef = z
  .object({ username: z.string().min(1).optional(), userId: z.coerce.number().int().positive().optional() })
  .refine((v) => v.username !== undefined || v.userId !== undefined, 'username or userId is required');

const areasField = z
  .union([z.array(z.enum(realtimeAreas)), z.enum(realtimeAreas).transform((a) => [a])])
  .optional();

async function resolveUserId(db: Db, ref: { username?: string; userId?: number }): Promise<number> {
  const [row] = ref.userId
    ? await db.select({ userId: users.userId }).from(users).where(eq(users.userId, ref.userId)).limit(1)
    : await db
        .select({ userId: users.userId })
        .from(users)
        .where(sql`lower(${users.username}) = ${ref.username!.toLowerCase()}`)
        .limit(1);
  if (!row) throw new PortalHttpError(404, 'No such user.');
  return row.userId;
}

/** The user's first account (and location): where the test surface puts new activity. */
async function firstRole(db: Db, userId: number) {
  const [role] = await db
    .select({ accountId: userAccountRoles.accountId, locationId: userAccountRoles.locationId })
    .from(userAccountRoles)
    .where(eq(userAccountRoles.userId, userId))
    .limit(1);
  if (!role) throw new PortalHttpError(400, 'The user has no account.');
  return role;
}

/**
 * New activity reaches everyone who may see it, as it does when a receptionist files it: every
 * user of the account (the admins' lists and counters too, and their cached pages are dropped).
 */
async function notifyAccountUsers(c: Context<AppEnv>, accountId: number) {
  const userIds = await userIdsOfAccounts(c.var.database.db, [accountId]);
  await c.var.hub.notifyUsers(userIds, ['messages', 'user']);
}

/**
 * A new unread call message for the user in their first account (proves live updates). With
 * `voicemail`, it is a VM with a 20 s recording the media route synthesises, so e2e tests do
 * not depend on which seeded messages fall in the window at the hour the seed ran.
 */
async function insertTestMessage(db: Db, userId: number, text?: string, voicemail = false) {
  const role = await firstRole(db, userId);
  const messageId = await nextSerialId(db, messages.messageId);
  const now = new Date();
  const caller = 'Test Caller';
  await db.insert(messages).values({
    messageId,
    deliveryId: 900_000 + messageId,
    userId,
    accountId: role.accountId,
    locationId: role.locationId,
    messageType: 'AGENT',
    version: 1,
    caller,
    combinedDisplayName: caller,
    ani: '+15555550100',
    taken: now,
    taskStartTime: new Date(now.getTime() - 90_000),
    taskEndTime: now,
    callLengthInSeconds: 90,
    billableAgentMinutes: 1.5,
    sendingAgent: 'Test Agent',
    taskAgent: 'Test Agent',
    taskStatus: 'COMPLETE',
    textContent: text ?? `${caller} called to test live updates. Please call back at 555-555-0100.`,
    ...(voicemail
      ? { messageType: 'VM', audioKey: `vm-test-${messageId}`, recordingDuration: 20, recordingTranscription: text ?? null }
      : {}),
  });
  return { messageId, accountId: role.accountId };
}

/**
 * A new unread web chat (a lead, with three lines) for the user in their first account, so chat
 * e2e tests work on chats of their own instead of rows other tests may change.
 */
async function insertTestChat(db: Db, userId: number, visitor: string) {
  const role = await firstRole(db, userId);
  const started = Date.now() - 5 * 60_000;
  const [chat] = await db.insert(chats).values({
    accountId: role.accountId,
    userId,
    types: ['Lead'],
    created: new Date(started),
    ended: new Date(),
    visitorFullName: visitor,
    visitorPhone: '+15555550142',
    visitorEmail: 'visitor@example.com',
    visitorLocation: 'Portland, OR',
    outcome: 'Lead captured',
    actions: ['Created lead'],
    website: 'https://www.example.com/contact',
    agentFullName: 'Test Agent',
    chatDuration: 300,
    read: 'N',
    archived: 'N',
    followup: 'N',
  }).returning({ chatId: chats.chatId });
  const chatId = chat!.chatId;
  const lines = [
    [visitor, 'Hello, I would like to book a consultation.'],
    ['Test Agent', 'Happy to help. What is the best number to reach you?'],
    [visitor, 'Please call me at 555-555-0142.'],
  ] as const;
  await db.insert(chatMessages).values(
    lines.map(([author, message], k) => ({
      chatId,
      author,
      message,
      created: new Date(started + (k + 1) * 60_000),
    })),
  );
  return { chatId, accountId: role.accountId };
}

/** A web lead in the user's first account, newest of its leads, with a number and an email collected. */
async function insertTestLead(db: Db, userId: number, visitor: string) {
  const role = await firstRole(db, userId);
  const now = Date.now();
  const lines = [
    [2, 'Hello, I need help with a lease.'],
    [1, 'Happy to help. What is the best number to reach you?'],
    [2, `${visitor}, +15035550187`],
  ] as const;
  const [lead] = await db.insert(leads).values({
    accountId: role.accountId,
    title: `Website lead – ${visitor}`,
    webleadJson: { name: visitor, phone: '+15035550187', email: 'lead.visitor@example.com', matterType: 'Landlord / tenant', preferredContact: 'Phone' },
    messages: lines.map(([chatParticipantId, textContents], k) => ({
      chatMessageId: 900_000 + k,
      chatParticipantId,
      textContents,
      added: new Date(now - (lines.length - k) * 20_000).toISOString(),
    })),
    created: new Date(now),
  }).returning({ leadId: leads.leadId });
  return { leadId: lead!.leadId, accountId: role.accountId };
}

export function testControlRoutes(deps: { faults: Faults; limiters: { reset(): void }[] }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const body = async (c: Parameters<typeof readInput>[0]) => readInput(c, { method: 'POST' });

  app.post('/reset', async (c) => {
    const seeded = c.var.env.PORTAL_SEED_MESSAGES;
    await resetToSeed(c.var.database, seeded !== undefined ? { messages: seeded } : {});
    deps.faults.clear();
    for (const limiter of deps.limiters) limiter.reset();
    c.var.hub.invalidateAllUsers();
    c.var.hub.dropAll(4000, 'Data reset');
    return c.json({ ok: true });
  });

  app.post('/update', async (c) => {
    const input = parseRequest(userRef.and(z.object({ areas: areasField })), await body(c));
    const userId = await resolveUserId(c.var.database.db, input);
    await c.var.hub.notifyUsers([userId], input.areas);
    return c.json({ ok: true, userId });
  });

  app.post('/faults', async (c) => {
    const input = parseRequest(faultSchema, await body(c));
    deps.faults.set(input);
    const drop = input.dropWebsockets === true || input.dropWebsockets === 'true' || input.dropWebsockets === 'Y';
    const dropped = drop ? c.var.hub.dropAll() : 0;
    return c.json({ ok: true, faults: deps.faults.describe(), dropped });
  });

  app.delete('/faults', (c) => {
    deps.faults.clear();
    return c.json({ ok: true });
  });

  app.post('/expire-session', async (c) => {
    const input = parseRequest(z.object({ sessionKey: z.string().min(1) }), await body(c));
    const userId = await expireSessionByKey(c.var.database.db, input.sessionKey);
    if (!userId) throw new PortalHttpError(404, 'No such session.');
    return c.json({ ok: true });
  });

  app.post('/messages', async (c) => {
    const input = parseRequest(
      userRef.and(z.object({ text: z.string().optional(), voicemail: z.boolean().optional() })),
      await body(c),
    );
    const { db } = c.var.database;
    const userId = await resolveUserId(db, input);
    const { messageId, accountId } = await insertTestMessage(db, userId, input.text, input.voicemail);
    // New activity goes to the user's automatic transfer links whose rules match (issue 16).
    const transfersQueued = await enqueueNewActivity(c.var.database, [messageId]);
    await notifyAccountUsers(c, accountId);
    return c.json({ ok: true, messageId, userId, deliveryId: 900_000 + messageId, transfersQueued });
  });

  app.post('/chats', async (c) => {
    const input = parseRequest(userRef.and(z.object({ visitor: z.string().min(1) })), await body(c));
    const { db } = c.var.database;
    const userId = await resolveUserId(db, input);
    const { chatId, accountId } = await insertTestChat(db, userId, input.visitor);
    await notifyAccountUsers(c, accountId);
    return c.json({ ok: true, chatId, userId });
  });

  app.post('/leads', async (c) => {
    const input = parseRequest(userRef.and(z.object({ visitor: z.string().min(1) })), await body(c));
    const { db } = c.var.database;
    const userId = await resolveUserId(db, input);
    return c.json({ ok: true, ...(await insertTestLead(db, userId, input.visitor)) });
  });

  // A pending usage alert on the user's first account (so e2e never depends on the seeded one).
  app.post('/usage-notifications', async (c) => {
    const input = parseRequest(userRef, await body(c));
    const { db } = c.var.database;
    const userId = await resolveUserId(db, input);
    const [role] = await db
      .select({ accountId: userAccountRoles.accountId, planMinutes: accounts.planMinutes })
      .from(userAccountRoles)
      .innerJoin(accounts, eq(accounts.accountId, userAccountRoles.accountId))
      .where(eq(userAccountRoles.userId, userId))
      .orderBy(userAccountRoles.userAccountRoleId)
      .limit(1);
    if (!role) throw new PortalHttpError(404, 'The user has no account.');
    const includedMinutes = role.planMinutes || 500;
    const [row] = await db
      .insert(usageNotifications)
      .values({ userId, accountId: role.accountId, currentUsage: Math.round(includedMinutes * 0.9), includedMinutes })
      .returning({ usageNotificationId: usageNotifications.usageNotificationId });
    await c.var.hub.notifyUsers([userId], ['user']);
    return c.json({ ok: true, usageNotificationId: row!.usageNotificationId, userId });
  });

  // An inbound text from a contact to the user's first number that may text (ACTIVE, dlcVerified Y).
  app.post('/texts', async (c) => {
    const input = parseRequest(
      userRef.and(z.object({ text: z.string().min(1).max(1000), from: z.string().regex(/^\+[0-9]{7,15}$/), name: z.string().max(100).optional() })),
      await body(c),
    );
    const { db } = c.var.database;
    const userId = await resolveUserId(db, input);
    const [number] = await db
      .select({ phoneNumberId: phoneNumbers.phoneNumberId, phoneNumber: phoneNumbers.phoneNumber, accountId: phoneNumbers.accountId })
      .from(userPatchNumbers)
      .innerJoin(phoneNumbers, eq(phoneNumbers.phoneNumberId, userPatchNumbers.phoneNumberId))
      .where(and(eq(userPatchNumbers.userId, userId), eq(phoneNumbers.status, 'ACTIVE'), eq(phoneNumbers.dlcVerified, 'Y')))
      .orderBy(userPatchNumbers.userPatchNumberId)
      .limit(1);
    if (!number) throw new PortalHttpError(400, 'The user has no number that may text.');
    const taskId = await receiveText({ database: c.var.database, hub: c.var.hub }, { number, contact: input.from, text: input.text, recipientUserId: userId, contactName: input.name ?? null });
    return c.json({ ok: true, taskId, userId });
  });

  app.route('/', signInTestRoutes());
  app.route('/', billingTestRoutes());

  return app;
}

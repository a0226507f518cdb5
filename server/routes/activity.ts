/**
 * Messages (spec core §7): GET /api/messages/all and the read / unread / archive / unarchive /
 * follow-up calls, single, chat and bulk. Scope and owner rules are enforced here (core §4, §6):
 * an item outside the user's scope is a 404 and nothing changes; an item the user may not change
 * is a 403 and nothing changes. Every change notifies the users of the affected accounts.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import {
  CHAT_PAGE_SIZE,
  MESSAGE_PAGE_SIZE,
  mayTriage,
  RECENT_CHAT_COUNT,
  RECENT_MESSAGE_COUNT,
  type TriageAction,
} from '../../src/contract/activity';
import {
  findChangeTargets,
  findChatTargets,
  findVoicemail,
  listChats,
  listMessages,
  unreadCounts,
  updateChats,
  updateMessages,
  type MessagePatch,
  type MessageScope,
} from '../db/repositories/activity';
import { userAccountScope, userIdsOfAccounts } from '../db/repositories/users';
import { textAccountsOf } from '../services/text/text-scope';
import { checkedResponse, registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import { sendCachedResponse } from '../http/response-cache';
import { requestDate } from '../http/input-limits';
import type { AppEnv, RequestSession } from '../http/types';
import { synthesiseVoicemail } from '../services/activity/voicemail-audio';

export const noPermissionMessage = "You don't have permission to do this.";

async function whoIs(c: Context<AppEnv>, session: RequestSession): Promise<MessageScope> {
  return { userId: session.userId, scope: await userAccountScope(c.var.database.db, session.userId) };
}

const parseTime = (value: string, field: string): Date => requestDate(value, `${field} is not a valid date.`);


async function notify(c: Context<AppEnv>, accountIds: number[]): Promise<void> {
  const userIds = await userIdsOfAccounts(c.var.database.db, [...new Set(accountIds)]);
  if (userIds.length > 0) await c.get('hub').notifyUsers(userIds, ['messages']);
}

interface Change {
  messageIds: number[];
  chatIds: number[];
  action: TriageAction;
  patch: MessagePatch;
  chatPatch: { read?: 'Y' | 'N'; archived?: 'Y' | 'N'; followup?: 'Y' | 'N' };
}

/** Checks every item first, then changes all of them: a refused bulk call changes nothing. */
async function applyChange(c: Context<AppEnv>, session: RequestSession, change: Change) {
  const { db } = c.var.database;
  const who = await whoIs(c, session);
  const combined = change.action === 'archive';
  const targets = await findChangeTargets(db, who, change.messageIds, combined);
  const reachable = new Set<number>();
  for (const t of targets) {
    reachable.add(t.messageId);
    if (combined && t.combinedMessageId !== null) reachable.add(t.combinedMessageId);
  }
  if (change.messageIds.some((id) => !reachable.has(id))) throw new PortalHttpError(404, messages.notFound);
  if (targets.some((t) => !mayTriage(t, session.userId, change.action))) throw new PortalHttpError(403, noPermissionMessage);
  const chats = await findChatTargets(db, who, change.chatIds);
  if (chats.length !== new Set(change.chatIds).size) throw new PortalHttpError(404, messages.notFound);

  let changed = await updateMessages(db, targets.map((t) => t.messageId), change.patch);
  changed += await updateChats(db, change.chatIds, change.chatPatch);
  await notify(c, [...targets.map((t) => t.accountId), ...chats.map((t) => t.accountId)]);
  return { ok: true as const, changed };
}

const readChange = (read: boolean): Pick<Change, 'action' | 'patch' | 'chatPatch'> => ({
  action: 'read',
  patch: read ? { kind: 'read', now: new Date() } : { kind: 'unread' },
  chatPatch: { read: read ? 'Y' : 'N' },
});
const archiveChange = (archived: boolean): Pick<Change, 'action' | 'patch' | 'chatPatch'> => ({
  action: 'archive',
  patch: { kind: 'archived', value: archived ? 'Y' : 'N' },
  chatPatch: { archived: archived ? 'Y' : 'N' },
});
const followupChange = (value: 'Y' | 'N'): Pick<Change, 'action' | 'patch' | 'chatPatch'> => ({
  action: 'followup',
  patch: { kind: 'followup', value },
  chatPatch: { followup: value },
});

export function activityRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.voicemailAudio, async (c, _input, { params, session }) => {
    const { audioKey } = params;
    const voicemail = await findVoicemail(c.var.database.db, await whoIs(c, session), audioKey);
    if (!voicemail) throw new PortalHttpError(404, messages.notFound);
    const wav = synthesiseVoicemail(audioKey, voicemail.recordingDuration);
    return new Response(wav, {
      headers: { 'Content-Type': 'audio/wav', 'Content-Length': String(wav.byteLength), 'Cache-Control': 'private, no-store' },
    });
  });

  registerEndpoint(api, endpoints.messagesRecent, async (c, input, { session }) => {
    const who = await whoIs(c, session);
    const now = Date.now();
    // Default look-back: the 30 days of the activity list (spec core §9).
    const since = input.startTime ? parseTime(input.startTime, 'startTime') : new Date(now - 30 * 86_400_000);
    if (input.accountId !== undefined && !who.scope.accountIds.includes(input.accountId)) {
      throw new PortalHttpError(403, messages.forbiddenAccount);
    }
    const db = c.var.database.db;
    const end = new Date(now + 86_400_000);
    const account = input.accountId !== undefined ? { accountId: input.accountId } : {};
    const [userMessages, pureChats, unread] = await Promise.all([
      listMessages(db, who, {
        startTime: since,
        endTime: end,
        pageNumber: 0,
        pageSize: RECENT_MESSAGE_COUNT,
        ...account,
        ...(input.locationId !== undefined ? { locationId: input.locationId } : {}),
      }),
      // The dashboard's Recent Chats tab (spec core §2 Dashboard).
      listChats(db, who, { startTime: since, endTime: end, pageNumber: 0, pageSize: RECENT_CHAT_COUNT, ...account }),
      unreadCounts(db, who, since, textAccountsOf(who.scope)),
    ]);
    return { userMessages, pureChats, unreadMessageCount: unread.messages, unreadChatCount: unread.chats };
  });

  // Cached per (user, query string) and dropped when the user is notified: see response-cache.ts.
  registerEndpoint(api, endpoints.messagesAll, (c, input, { session }) =>
    sendCachedResponse(c, session.userId, async () => {
      const who = await whoIs(c, session);
      const window = {
        startTime: parseTime(input.startTime, 'startTime'),
        endTime: parseTime(input.endTime, 'endTime'),
        pageNumber: input.pageNumber,
        ...(input.accountId !== undefined ? { accountId: input.accountId } : {}),
      };
      if (input.accountId !== undefined && !who.scope.accountIds.includes(input.accountId)) {
        throw new PortalHttpError(403, messages.forbiddenAccount);
      }
      const db = c.var.database.db;
      const [userMessages, pureChats] = await Promise.all([
        input.chatsOnly === 'Y'
          ? []
          : listMessages(db, who, {
              ...window,
              pageSize: MESSAGE_PAGE_SIZE,
              ...(input.locationId !== undefined ? { locationId: input.locationId } : {}),
            }),
        listChats(db, who, { ...window, pageSize: CHAT_PAGE_SIZE }),
      ]);
      return checkedResponse(c, endpoints.messagesAll, { userMessages, pureChats });
    }),
  );

  const single = (ids: number[]) => ({ messageIds: ids, chatIds: [] as number[] });
  registerEndpoint(api, endpoints.messageRead, (c, _i, { params, session }) =>
    applyChange(c, session, { ...single([params.id]), ...readChange(true) }),
  );
  registerEndpoint(api, endpoints.messageUnread, (c, _i, { params, session }) =>
    applyChange(c, session, { ...single([params.id]), ...readChange(false) }),
  );
  registerEndpoint(api, endpoints.messageArchive, (c, _i, { params, session }) =>
    applyChange(c, session, { ...single([params.id]), ...archiveChange(true) }),
  );
  registerEndpoint(api, endpoints.messageUnarchive, (c, _i, { params, session }) =>
    applyChange(c, session, { ...single([params.id]), ...archiveChange(false) }),
  );
  registerEndpoint(api, endpoints.messageFollowup, (c, input, { params, session }) =>
    applyChange(c, session, { ...single([params.id]), ...followupChange(input.followup) }),
  );

  const chat = (id: number) => ({ messageIds: [] as number[], chatIds: [id] });
  registerEndpoint(api, endpoints.chatRead, (c, _i, { params, session }) =>
    applyChange(c, session, { ...chat(params.id), ...readChange(true) }),
  );
  registerEndpoint(api, endpoints.chatArchive, (c, input, { params, session }) =>
    applyChange(c, session, { ...chat(params.id), ...archiveChange(input.clear !== 'Y') }),
  );
  registerEndpoint(api, endpoints.chatFollowup, (c, input, { params, session }) =>
    applyChange(c, session, { ...chat(params.id), ...followupChange(input.followup) }),
  );

  registerEndpoint(api, endpoints.bulkRead, (c, input, { session }) => applyChange(c, session, { ...input, ...readChange(true) }));
  registerEndpoint(api, endpoints.bulkUnread, (c, input, { session }) => applyChange(c, session, { ...input, ...readChange(false) }));
  registerEndpoint(api, endpoints.bulkArchive, (c, input, { session }) => applyChange(c, session, { ...input, ...archiveChange(true) }));
  registerEndpoint(api, endpoints.bulkUnarchive, (c, input, { session }) =>
    applyChange(c, session, { ...input, ...archiveChange(false) }),
  );
  registerEndpoint(api, endpoints.bulkFollowup, (c, input, { session }) =>
    applyChange(c, session, { messageIds: input.messageIds, chatIds: input.chatIds, ...followupChange(input.followup) }),
  );

  return api;
}

/**
 * The one way the portal sends a person something (reset codes, temporary passwords; later
 * two-factor codes, change-key links, link verification codes): DESIGN.md §5b.
 *
 * Email goes through SMTP when SMTP_URL is set, texts through Twilio when SMS_TWILIO_* and
 * SMS_FROM are set; otherwise (and always in tests) the message lands in the outbox table, where
 * support staff read it (/support/outbox) and e2e reads it (/__test/outbox). Every message leaves
 * a row, so nothing is ever silently dropped; rows of messages handed to a service keep no text.
 * The log names the purpose, channel and a masked recipient, never the text.
 */
import type { Context } from 'hono';
import type { Database, Db } from '../../db/client';
import { insertOutbox } from '../../db/repositories/outbox';
import type { ServerEnv } from '../../env';
import type { AppEnv } from '../../http/types';
import { createSmtpTransport, type MailTransport } from './smtp';
import { createTwilioSms, type SmsTransport } from './twilio-sms';

export type OutboxPurpose =
  | 'reset-code'
  | 'temporary-password'
  | 'two-factor-code'
  | 'change-key-link'
  | 'link-verification-code'
  | 'transfer-delivery'
  | 'text-message';

export type OutgoingMessage =
  | { channel: 'email'; to: string; subject: string; text: string; purpose: OutboxPurpose; userId?: number | null }
  | { channel: 'sms'; to: string; text: string; purpose: OutboxPurpose; userId?: number | null; /** The sending number (a customer's conversation); the configured SMS_FROM when absent. */ from?: string };

export interface SendResult {
  outboxId: number;
  status: 'stored' | 'sent' | 'failed';
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<SendResult>;
  /** Which adapter each channel uses (README, startup log). */
  readonly transports: { email: 'smtp' | 'outbox'; sms: 'twilio' | 'outbox' };
}

export interface NotifierDeps {
  db: Db;
  mail?: MailTransport | null;
  sms?: SmsTransport | null;
  log?: (line: string) => void;
}

/** `olivia.bennett@harborlaw.example` → `o***@harborlaw.example`; `+15035550100` → `+1***0100`. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return to.length > 6 ? `${to.slice(0, 2)}***${to.slice(-4)}` : '***';
}

export function createNotifier(deps: NotifierDeps): Notifier {
  const log = deps.log ?? ((line: string) => console.info(line));
  const transports = { email: deps.mail ? 'smtp' : 'outbox', sms: deps.sms ? 'twilio' : 'outbox' } as const;
  return {
    transports,
    async send(message) {
      const base = {
        channel: message.channel,
        recipient: message.to,
        purpose: message.purpose,
        subject: message.channel === 'email' ? message.subject : null,
        userId: message.userId ?? null,
      };
      const deliver = message.channel === 'email'
        ? deps.mail && (() => deps.mail!.send({ to: message.to, subject: message.subject, text: message.text }))
        : deps.sms && (() => deps.sms!.send({ to: message.to, text: message.text, ...(message.from ? { from: message.from } : {}) }));
      const transport = message.channel === 'email' ? transports.email : transports.sms;
      const what = `[outbox] ${message.purpose} by ${message.channel} to ${maskRecipient(message.to)}`;
      if (!deliver) {
        const outboxId = await insertOutbox(deps.db, { ...base, body: message.text, status: 'stored', transport });
        log(`${what}: stored in the outbox (#${outboxId})`);
        return { outboxId, status: 'stored' };
      }
      try {
        await deliver();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const outboxId = await insertOutbox(deps.db, { ...base, body: null, status: 'failed', transport, error: reason.slice(0, 500) });
        log(`${what}: ${transport} failed (#${outboxId}): ${reason}`);
        return { outboxId, status: 'failed' };
      }
      const outboxId = await insertOutbox(deps.db, { ...base, body: null, status: 'sent', transport });
      log(`${what}: sent by ${transport} (#${outboxId})`);
      return { outboxId, status: 'sent' };
    },
  };
}

/** The adapters the environment configures (tests never set SMTP_URL or SMS_*). */
export function notifierFromEnv(db: Db, env: ServerEnv): Notifier {
  const mail = env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : null;
  const sms =
    env.SMS_TWILIO_ACCOUNT_SID && env.SMS_TWILIO_AUTH_TOKEN && env.SMS_FROM
      ? createTwilioSms({ accountSid: env.SMS_TWILIO_ACCOUNT_SID, authToken: env.SMS_TWILIO_AUTH_TOKEN, from: env.SMS_FROM })
      : null;
  return createNotifier({ db, mail, sms, log: env.NODE_ENV === 'test' ? () => {} : undefined });
}

const notifiers = new WeakMap<Database, Notifier>();

/** The request's notifier: one per database and process, built from the app's environment. */
export function notifierOf(c: Context<AppEnv>): Notifier {
  const database = c.var.database;
  let notifier = notifiers.get(database);
  if (!notifier) {
    notifier = notifierFromEnv(database.db, c.var.env);
    notifiers.set(database, notifier);
  }
  return notifier;
}

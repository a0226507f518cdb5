import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { getOutbox } from '../../db/repositories/outbox';
import { openTestDatabase, testEnv } from '../../http/test-context';
import { createNotifier, maskRecipient, notifierFromEnv } from './notifier';
import { createTwilioSms } from './twilio-sms';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('notifier', () => {
  it('stores the message in the outbox when no service is configured', async () => {
    const lines: string[] = [];
    const notifier = createNotifier({ db: database.db, log: (l) => lines.push(l) });
    expect(notifier.transports).toEqual({ email: 'outbox', sms: 'outbox' });
    const result = await notifier.send({ channel: 'email', to: 'a.person@example.com', subject: 'Code', text: 'Your code is 123456', purpose: 'reset-code' });
    expect(result.status).toBe('stored');
    const row = await getOutbox(database.db, result.outboxId);
    expect(row).toMatchObject({ channel: 'email', recipient: 'a.person@example.com', subject: 'Code', body: 'Your code is 123456', status: 'stored', transport: 'outbox' });
    expect(lines.join('\n')).not.toContain('123456');
    expect(lines.join('\n')).toContain('a***@example.com');
  });

  it('hands mail to the mail adapter and keeps no text', async () => {
    const sent: unknown[] = [];
    const notifier = createNotifier({ db: database.db, log: () => {}, mail: { name: 'smtp', send: async (m) => void sent.push(m) } });
    const result = await notifier.send({ channel: 'email', to: 'b@example.com', subject: 'S', text: 'secret 999111', purpose: 'temporary-password' });
    expect(sent).toEqual([{ to: 'b@example.com', subject: 'S', text: 'secret 999111' }]);
    expect(result.status).toBe('sent');
    expect(await getOutbox(database.db, result.outboxId)).toMatchObject({ status: 'sent', transport: 'smtp', body: null });
  });

  it('records a failed delivery with the reason, never silently', async () => {
    const lines: string[] = [];
    const notifier = createNotifier({
      db: database.db,
      log: (l) => lines.push(l),
      sms: { name: 'twilio', send: async () => { throw new Error('SMS provider answered 401'); } },
    });
    const result = await notifier.send({ channel: 'sms', to: '+15035550100', text: 'code 424242', purpose: 'reset-code' });
    expect(result.status).toBe('failed');
    expect(await getOutbox(database.db, result.outboxId)).toMatchObject({ status: 'failed', error: 'SMS provider answered 401', body: null });
    expect(lines.join('\n')).not.toContain('424242');
  });

  it('takes its adapters from the environment', () => {
    expect(notifierFromEnv(database.db, testEnv()).transports).toEqual({ email: 'outbox', sms: 'outbox' });
    const configured = notifierFromEnv(
      database.db,
      testEnv({ SMTP_URL: 'smtp://user:pass@localhost:2525', SMS_TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, SMS_TWILIO_AUTH_TOKEN: 'x'.repeat(32), SMS_FROM: '+15035550199' }),
    );
    expect(configured.transports).toEqual({ email: 'smtp', sms: 'twilio' });
  });

  it('masks recipients for the log', () => {
    expect(maskRecipient('olivia.bennett@harborlaw.example')).toBe('o***@harborlaw.example');
    expect(maskRecipient('+15035550100')).toBe('+1***0100');
  });
});

describe('Twilio SMS adapter', () => {
  it('posts To, From and Body with basic auth to the Messages resource', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const sms = createTwilioSms({
      accountSid: 'AC123',
      authToken: 'token',
      from: '+15035550199',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response('{}', { status: 201 });
      }) as unknown as typeof fetch,
    });
    await sms.send({ to: '+15035550100', text: 'hello' });
    expect(calls[0]!.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(`Basic ${Buffer.from('AC123:token').toString('base64')}`);
    expect(String(calls[0]!.init.body)).toBe('To=%2B15035550100&From=%2B15035550199&Body=hello');
  });

  it('turns an error answer into a failure with the provider message', async () => {
    const sms = createTwilioSms({
      accountSid: 'AC123', authToken: 'token', from: '+15035550199',
      fetch: (async () => new Response(JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }), { status: 400 })) as unknown as typeof fetch,
    });
    await expect(sms.send({ to: '+1', text: 'x' })).rejects.toThrow("SMS provider answered 400: The 'To' number is not valid.");
  });
});

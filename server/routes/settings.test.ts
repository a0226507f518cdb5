import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPhoneNumberSchema, accountSchema } from '../../src/contract/account';
import { greetingSavedSchema, settingsMessages } from '../../src/contract/settings';
import { userSchema } from '../../src/contract/session';
import { synthesiseVoicemail } from '../services/activity/voicemail-audio';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';
import { apiBodyLimitBytes } from '../http/input-limits';

let ctx: TestContext;
const keys: Record<string, string> = {};
// Seed: parent 1, child1 2 (forwarding allowed), child2 3 (forwarding not allowed), solo 4.
const child1 = 2;
const child2 = 3;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['admin', 'user', 'guest', 'billing', 'outcall', 'nochat']) keys[name] = (await login(ctx.app, name)).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const post = (path: string, key: string, values: Record<string, string>) =>
  ctx.app.request(`/portalApi${path}`, bearer(key, form(values)));
const postJson = (path: string, key: string, body: unknown) =>
  ctx.app.request(`/portalApi${path}`, bearer(key, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }));
const get = (path: string, key: string) => ctx.app.request(`/portalApi${path}`, bearer(key));
const accountOf = async (id: number) => accountSchema.parse(await (await get(`/api/accounts/${id}`, keys['admin']!)).json());
const forward = (key: string, values: Record<string, string>) => post('/api/conditionalCallForwarding', key, values);

describe('POST /api/conditionalCallForwarding', () => {
  it('turns forwarding on with a 12-character number and off again', async () => {
    const phone = (await accountOf(child1)).phoneNumbers.find((p) => p.handling === 'ANSWER')!;
    const on = await forward(keys['user']!, { phoneNumberId: String(phone.phoneNumberId), patchNumber: '+15035550911', handling: 'FORWARD', forwardToAgent: 'N' });
    expect(on.status).toBe(200);
    expect(accountPhoneNumberSchema.parse(await on.json())).toMatchObject({ handling: 'FORWARD', forwardNumber: '+15035550911' });
    const off = await forward(keys['user']!, { phoneNumberId: String(phone.phoneNumberId), handling: 'ANSWER' });
    expect(accountPhoneNumberSchema.parse(await off.json())).toMatchObject({ handling: 'ANSWER', forwardNumber: '+15035550911' });
    const stored = (await accountOf(child1)).phoneNumbers.find((p) => p.phoneNumberId === phone.phoneNumberId)!;
    expect(stored.handling).toBe('ANSWER');
  });

  it('refuses a number that is not 12 characters with the plus', async () => {
    const phone = (await accountOf(child1)).phoneNumbers[0]!;
    for (const patchNumber of ['5035550911', '+1503555091', '+1503555091a', '+150355509112']) {
      const res = await forward(keys['admin']!, { phoneNumberId: String(phone.phoneNumberId), patchNumber, handling: 'FORWARD' });
      expect(res.status, patchNumber).toBe(400);
      expect(res.headers.get('X-PORTAL-ERROR')).toBe(settingsMessages.invalidForwardNumber);
    }
    const bad = await forward(keys['admin']!, { phoneNumberId: String(phone.phoneNumberId), handling: 'SOMETIMES' });
    expect(bad.status).toBe(400);
  });

  it('is refused unless the account has ALLOW_CALL_FORWARDING enabled', async () => {
    const phone = (await accountOf(child2)).phoneNumbers[0]!;
    const res = await forward(keys['outcall']!, { phoneNumberId: String(phone.phoneNumberId), patchNumber: '+15035550911', handling: 'FORWARD' });
    expect(res.status).toBe(403);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe(settingsMessages.featureOff);
    expect((await accountOf(child2)).phoneNumbers[0]!.handling).toBe('ANSWER');
  });

  it('keeps numbers to their account and refuses guests and billing admins', async () => {
    const theirs = (await accountOf(child2)).phoneNumbers[0]!;
    expect((await forward(keys['user']!, { phoneNumberId: String(theirs.phoneNumberId), handling: 'ANSWER' })).status).toBe(403);
    const mine = (await accountOf(child1)).phoneNumbers[0]!;
    expect((await forward(keys['guest']!, { phoneNumberId: String(mine.phoneNumberId), handling: 'ANSWER' })).status).toBe(403);
    const parentPhone = (await accountOf(1)).phoneNumbers[0]!;
    expect((await forward(keys['billing']!, { phoneNumberId: String(parentPhone.phoneNumberId), handling: 'ANSWER' })).status).toBe(403);
    expect((await forward(keys['admin']!, { phoneNumberId: '999999', handling: 'ANSWER' })).status).toBe(404);
  });
});

describe('POST /api/accounts/updateVipNumber (the shared number rule)', () => {
  it('keeps a 12-character number and clears anything else; GLOBALADMIN of that account only', async () => {
    const set = (key: string, accountId: number, vipForwardingNumber: string) =>
      post('/api/accounts/updateVipNumber', key, { accountId: String(accountId), vipForwardingNumber });
    expect(await (await set(keys['admin']!, child1, '+15035550912')).json()).toEqual({ accountId: child1, vipForwardingNumber: '+15035550912' });
    expect((await accountOf(child1)).vipForwardingNumber).toBe('+15035550912');
    expect(await (await set(keys['admin']!, child1, '5035550912')).json()).toEqual({ accountId: child1, vipForwardingNumber: null });
    expect((await set(keys['user']!, child1, '+15035550912')).status).toBe(403);
    expect((await set(keys['nochat']!, child1, '+15035550912')).status).toBe(403);
  });
});

describe('greetings', () => {
  it('plays the user greeting and account recordings through the media route, to those who may hear them', async () => {
    const me = userSchema.parse(await (await get('/api/me', keys['admin']!)).json());
    const own = await ctx.app.request(me.greeting!.recordingUrl, bearer(keys['admin']!));
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Type')).toBe('audio/wav');
    expect(new TextDecoder().decode((await own.arrayBuffer()).slice(0, 4))).toBe('RIFF');
    expect((await ctx.app.request(me.greeting!.recordingUrl, bearer(keys['user']!))).status).toBe(404);
    const recording = (await accountOf(child1)).recordings[0]!;
    expect((await ctx.app.request(recording.recordingUrl, bearer(keys['user']!))).status).toBe(200);
    expect((await ctx.app.request(recording.recordingUrl, bearer(keys['nochat']!))).status).toBe(404);
  });

  it('stores a re-recorded greeting and serves its bytes', async () => {
    const wav = synthesiseVoicemail('upload', 2);
    const audio = Buffer.from(wav).toString('base64');
    const res = await postJson('/api/recordings/greeting', keys['user']!, { contentType: 'audio/wav', duration: 2, audio });
    expect(res.status).toBe(200);
    const saved = greetingSavedSchema.parse(await res.json());
    const me = userSchema.parse(await (await get('/api/me', keys['user']!)).json());
    expect(me.greeting).toEqual({ duration: 2, recordingUrl: saved.recordingUrl });
    const played = await ctx.app.request(saved.recordingUrl, bearer(keys['user']!));
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(wav);
  });

  it('takes a greeting larger than the API-wide body limit (40 seconds: ~430 KB as base64)', async () => {
    const wav = synthesiseVoicemail('long-greeting', 40);
    const audio = Buffer.from(wav).toString('base64');
    expect(audio.length).toBeGreaterThan(apiBodyLimitBytes);
    const res = await postJson('/api/recordings/greeting', keys['user']!, { contentType: 'audio/wav', duration: 40, audio });
    expect(res.status).toBe(200);
    const other = await postJson('/api/statuses', keys['user']!, { note: 'x'.repeat(apiBodyLimitBytes + 1) });
    expect(other.status).toBe(413);
    // Its body is left unread, so the connection closes and says so (a pooled client reconnects).
    expect(other.headers.get('Connection')).toBe('close');
  });

  it('lets only the GLOBALADMIN re-record an account recording, and refuses what is not audio', async () => {
    const recording = (await accountOf(child1)).recordings[0]!;
    const audio = Buffer.from(synthesiseVoicemail('rec', 1)).toString('base64');
    const body = { recordingId: recording.recordingId, contentType: 'audio/wav', duration: 1, audio };
    expect((await postJson('/api/recordings/greeting', keys['user']!, body)).status).toBe(403);
    const ok = await postJson('/api/recordings/greeting', keys['admin']!, body);
    expect(ok.status).toBe(200);
    expect((await accountOf(child1)).recordings[0]!.recordingUrl).toBe(greetingSavedSchema.parse(await ok.json()).recordingUrl);
    const notAudio = await postJson('/api/recordings/greeting', keys['user']!, { ...body, recordingId: undefined, audio: Buffer.from('<html>hello</html>').toString('base64') });
    expect(notAudio.status).toBe(400);
    const tooLong = await postJson('/api/recordings/greeting', keys['user']!, { ...body, recordingId: undefined, duration: 3600 });
    expect(tooLong.status).toBe(400);
    const huge = await postJson('/api/recordings/greeting', keys['user']!, { ...body, recordingId: undefined, audio: 'A'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
  });
});

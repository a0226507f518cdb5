import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledStatusSchema, statusListsSchema, statusOverviewSchema, statusSchema } from '../../src/contract/status';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';
import { describeInterval, formatStatusTime, overlapMessage } from '../services/status/overlap-wording';

let ctx: TestContext;
let admin: string;
let user: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).sessionKey;
  user = (await login(ctx.app, 'user')).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const api = (path: string, key: string, init: RequestInit = {}) => ctx.app.request(`/portalApi${path}`, bearer(key, init));
const post = (path: string, key: string, values: Record<string, string>) => api(path, key, form(values));
const del = (path: string, key: string) => api(path, key, { method: 'DELETE' });
const overview = async (key: string) => statusOverviewSchema.parse(await (await api('/api/status', key)).json());

const oneTime = (values: Record<string, string> = {}): Record<string, string> => ({ statusName: 'One Time', takingCalls: 'N', saved: 'N', ...values });

describe('GET /api/statusLists and /api/status', () => {
  it('lists messages, instructions and durations with code, id and text', async () => {
    const res = await api('/api/statusLists', user);
    expect(res.status).toBe(200);
    const lists = statusListsSchema.parse(await res.json());
    expect(lists.durations.map((d) => d.code)).toEqual(['15MIN', '1HOUR', '2HOUR', '3HOUR', 'DAY', 'WEEK', 'NOEND', 'CUSTOM']);
    expect(lists.messages[0]).toMatchObject({ code: 'DEFAULT' });
    expect(lists.instructions[0]).toMatchObject({ code: 'NONE' });
  });

  it('needs a session', async () => {
    expect((await ctx.app.request('/portalApi/api/status')).status).toBe(401);
  });

  it('shows the active status, hides schedules that have ended and lists saved statuses', async () => {
    const o = await overview(admin);
    expect(o.currentStatus?.statusName).toBe('At court');
    expect(o.currentStatus?.scheduleId).not.toBeNull();
    const names = o.scheduledStatuses.map((r) => r.status.statusName);
    expect(names).toContain('Vacation');
    expect(names).not.toContain('Out to lunch');
    expect(o.savedStatuses.map((r) => r.statusName)).toEqual(expect.arrayContaining(['In a meeting', 'Out to lunch']));
    expect(o.currentStatus?.messageStatusText).toBe('In court');
  });
});

describe('POST /api/statuses', () => {
  it('creates a one-time status from now, with exceptions and contact numbers as JSON', async () => {
    const res = await post('/api/statuses', user, oneTime({
      endTime: at(26 * HOUR),
      startTime: at(25 * HOUR),
      exceptions: JSON.stringify([{ exceptionName: 'Solicitors', disposition: 'REJECT' }]),
      contactNumbers: JSON.stringify(['+15035550101', '+15035550102']),
    }));
    expect(res.status).toBe(200);
    const status = statusSchema.parse(await res.json());
    expect(status.exceptions).toMatchObject([{ exceptionName: 'Solicitors', disposition: 'REJECT' }]);
    expect(status.contacts.map((c) => [c.contactData, c.attemptOrder])).toEqual([['+15035550101', 1], ['+15035550102', 2]]);
    expect((await del(`/api/statuses/${status.statusId}/schedules/${status.scheduleId}`, user)).status).toBe(200);
  });

  it('rejects an end before the start and more than 5 numbers', async () => {
    const bad = await post('/api/statuses', user, oneTime({ startTime: at(5 * HOUR), endTime: at(4 * HOUR) }));
    expect(bad.status).toBe(400);
    expect(bad.headers.get('X-PORTAL-ERROR')).toBe('The end time must be after the start time.');
    const past = await post('/api/statuses', user, oneTime({ startTime: at(-HOUR) }));
    expect(past.status).toBe(400);
    expect(past.headers.get('X-PORTAL-ERROR')).toBe('The start time is in the past.');
    const numbers = JSON.stringify(['+15035550101', '+15035550102', '+15035550103', '+15035550104', '+15035550105', '+15035550106']);
    expect((await post('/api/statuses', user, oneTime({ startTime: at(5 * HOUR), contactNumbers: numbers }))).status).toBe(400);
    // Call Me Here numbers that cannot be dialled, or one listed twice.
    const short = await post('/api/statuses', user, oneTime({ startTime: at(5 * HOUR), contactNumbers: JSON.stringify(['+1503555']) }));
    expect(short.status).toBe(400);
    expect(short.headers.get('X-PORTAL-ERROR')).toBe('Each Call Me Here number must be a full phone number: + and the country code, then the number.');
    const twice = await post('/api/statuses', user, oneTime({ startTime: at(5 * HOUR), contactNumbers: JSON.stringify(['+15035550101', '+15035550101']) }));
    expect(twice.headers.get('X-PORTAL-ERROR')).toBe('A Call Me Here number is listed twice.');
  });

  it('refuses a caller on both lists, or twice on one, with a 400 on create and update: names compare trimmed and ignoring case', async () => {
    const callers = (...names: [string, 'ACCEPT' | 'REJECT'][]) => JSON.stringify(names.map(([exceptionName, disposition]) => ({ exceptionName, disposition })));
    const times = { startTime: '2099-04-06T15:00:00.000Z', endTime: '2099-04-06T16:00:00.000Z' };
    const both = await post('/api/statuses', user, oneTime({ ...times, exceptions: callers(['Bob', 'REJECT'], ['bob', 'ACCEPT']) }));
    expect(both.status).toBe(400);
    expect(both.headers.get('X-PORTAL-ERROR')).toBe('A caller cannot be both accepted and not accepted: each name may be in only one of the two lists.');
    const twice = await post('/api/statuses', user, oneTime({ ...times, exceptions: callers(['Bob', 'ACCEPT'], [' BOB ', 'ACCEPT']) }));
    expect(twice.status).toBe(400);
    expect(twice.headers.get('X-PORTAL-ERROR')).toBe('A caller is listed twice in the same list (names are compared ignoring capitals and surrounding spaces).');

    const created = await post('/api/statuses', user, oneTime({ statusName: 'Callers', ...times, exceptions: callers(['Bob', 'REJECT'], ['Alice', 'ACCEPT']) }));
    expect(created.status).toBe(200);
    const status = statusSchema.parse(await created.json());
    const update = await post(`/api/statuses/${status.statusId}`, user, oneTime({ statusName: 'Callers', ...times, statusScheduleId: String(status.scheduleId), exceptions: callers(['Bob', 'REJECT'], ['Alice', 'ACCEPT'], ['BOB', 'ACCEPT']) }));
    expect(update.status).toBe(400);
    expect(update.headers.get('X-PORTAL-ERROR')).toBe('A caller cannot be both accepted and not accepted: each name may be in only one of the two lists.');
    const stored = (await overview(user)).scheduledStatuses.find((r) => r.status.statusId === status.statusId)!;
    expect(stored.status.exceptions.map((e) => [e.exceptionName, e.disposition])).toEqual([['Bob', 'REJECT'], ['Alice', 'ACCEPT']]);
    expect((await del(`/api/statuses/${status.statusId}/schedules/${status.scheduleId}`, user)).status).toBe(200);
  });

  it('refuses clearing the name of an existing status with a 400; a new status may still be created without one', async () => {
    const times = { startTime: '2099-04-13T15:00:00.000Z', endTime: '2099-04-13T16:00:00.000Z' };
    const unnamed = await post('/api/statuses', user, oneTime({ statusName: '', ...times }));
    expect(unnamed.status).toBe(200);
    const oneOff = statusSchema.parse(await unnamed.json());
    expect(oneOff.statusName).toBeNull();
    expect((await del(`/api/statuses/${oneOff.statusId}/schedules/${oneOff.scheduleId}`, user)).status).toBe(200);

    const created = statusSchema.parse(await (await post('/api/statuses', user, oneTime({ statusName: 'Keeps its name', saved: 'Y', ...times }))).json());
    for (const statusName of ['', '   ']) {
      // A saved status on its own (no schedule id) and its scheduled copy alike.
      for (const scheduled of [{}, { statusScheduleId: String(created.scheduleId), ...times }]) {
        const res = await post(`/api/statuses/${created.statusId}`, user, oneTime({ statusName, saved: 'Y', ...scheduled }));
        expect(res.status).toBe(400);
        expect(res.headers.get('X-PORTAL-ERROR')).toBe('Give the status a name: an existing status cannot be left without one.');
      }
    }
    expect((await post(`/api/statuses/${created.statusId}`, user, { takingCalls: 'N', saved: 'Y' })).status).toBe(400);
    expect((await overview(user)).savedStatuses.find((r) => r.statusId === created.statusId)?.statusName).toBe('Keeps its name');
    expect((await post(`/api/statuses/${created.statusId}`, user, oneTime({ statusName: 'Renamed', saved: 'Y' }))).status).toBe(200);
    expect((await del(`/api/statuses/${created.statusId}`, user)).status).toBe(200);
  });

  it('answers 409 with a human message on overlap, and override wins', async () => {
    const values = oneTime({ statusName: 'Deposition', saved: 'Y', endTime: at(HOUR) });
    const conflict = await post('/api/statuses', admin, values);
    expect(conflict.status).toBe(409);
    // No timeZone field: the seeded status's times are named in UTC, and said so.
    // At court runs now, and this one starts now: Override ends At court now.
    expect(conflict.headers.get('X-PORTAL-ERROR')).toMatch(
      /^This status overlaps "At court" scheduled \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M - \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M \(UTC\)\. Override to end "At court" now, or edit the times\.$/,
    );
    expect((await overview(admin)).currentStatus?.statusName).toBe('At court');

    const res = await post('/api/statuses', admin, { ...values, override: 'Y' });
    expect(res.status).toBe(200);
    const o = await overview(admin);
    expect(o.currentStatus?.statusName).toBe('Deposition');
    // At court was cut at the new start, so it has ended and is no longer scheduled.
    expect(o.scheduledStatuses.map((r) => r.status.statusName)).not.toContain('At court');
  });

  it('names the overlapping status and when it runs in the time zone the request carries', async () => {
    // 2099-03-02 is a Monday; 18:00 UTC is 12:00 in Chicago (CST) and 18:00 in London (GMT).
    const lunch = statusSchema.parse(
      await (await post('/api/statuses', user, oneTime({ statusName: 'Lunch', startTime: '2099-03-02T18:00:00.000Z', endTime: '2099-03-02T19:00:00.000Z' }))).json(),
    );
    const clash = oneTime({ statusName: 'Clash', startTime: '2099-03-02T18:30:00.000Z', endTime: '2099-03-02T20:00:00.000Z' });
    const message = async (values: Record<string, string>) => (await post('/api/statuses', user, values)).headers.get('X-PORTAL-ERROR');
    // The header is Latin-1: curly quotes and the en dash of the message arrive as " and -.
    // Times as the status screens show them (MM/DD/YYYY h:mm A), never on a 24-hour clock.
    expect(await message({ ...clash, timeZone: 'America/Chicago' })).toBe(
      'This status overlaps "Lunch" scheduled 03/02/2099 12:00 PM - 03/02/2099 1:00 PM. Override to end "Lunch" at 03/02/2099 12:30 PM when this status starts, or edit the times.',
    );
    expect(await message({ ...clash, timeZone: 'Europe/London' })).toContain('"Lunch" scheduled 03/02/2099 6:00 PM - 03/02/2099 7:00 PM.');
    expect(await message(clash)).toContain('"Lunch" scheduled 03/02/2099 6:00 PM - 03/02/2099 7:00 PM (UTC). Override to end "Lunch" at 03/02/2099 6:30 PM (UTC) when');
    expect(await message({ ...clash, timeZone: 'Mars/Olympus_Mons' })).toContain('6:00 PM - 03/02/2099 7:00 PM (UTC).');
    expect(await message({ ...clash, timeZone: 'America/Chicago' })).not.toMatch(/\b(1[3-9]|2[0-3]):\d\d\b/);
    expect((await del(`/api/statuses/${lunch.statusId}/schedules/${lunch.scheduleId}`, user)).status).toBe(200);
  });

  it('Override does what the message says: the status that started first ends when this one starts, a later one is cancelled', async () => {
    // 2099-03-09 is a Monday. Early runs 17:00-18:30 UTC, Late 19:00-20:00; Wide asks for 18:00-19:30.
    const make = async (values: Record<string, string>) => statusSchema.parse(await (await post('/api/statuses', user, oneTime(values))).json());
    const early = await make({ statusName: 'Early', startTime: '2099-03-09T17:00:00.000Z', endTime: '2099-03-09T18:30:00.000Z' });
    const late = await make({ statusName: 'Late', saved: 'Y', startTime: '2099-03-09T19:00:00.000Z', endTime: '2099-03-09T20:00:00.000Z' });
    const wide = oneTime({ statusName: 'Wide', startTime: '2099-03-09T18:00:00.000Z', endTime: '2099-03-09T19:30:00.000Z', timeZone: 'UTC' });
    const conflict = await post('/api/statuses', user, wide);
    expect(conflict.status).toBe(409);
    expect(conflict.headers.get('X-PORTAL-ERROR')).toBe(
      'This status overlaps "Early" scheduled 03/09/2099 5:00 PM - 03/09/2099 6:30 PM and "Late" scheduled 03/09/2099 7:00 PM - 03/09/2099 8:00 PM. ' +
        'Override to end "Early" at 03/09/2099 6:00 PM when this status starts and cancel the scheduled "Late", or edit the times.',
    );
    const res = await post('/api/statuses', user, { ...wide, override: 'Y' });
    expect(res.status).toBe(200);
    const created = statusSchema.parse(await res.json());
    const o = await overview(user);
    const rows = o.scheduledStatuses.filter((r) => ['Early', 'Late', 'Wide'].includes(r.status.statusName ?? ''));
    expect(rows.map((r) => [r.status.statusName, r.startTime, r.endTime])).toEqual([
      ['Early', '2099-03-09T17:00:00.000Z', '2099-03-09T18:00:00.000Z'],
      ['Wide', '2099-03-09T18:00:00.000Z', '2099-03-09T19:30:00.000Z'],
    ]);
    // Late's schedule is cancelled; as a saved status it stays in the saved list.
    expect(o.savedStatuses.map((r) => r.statusId)).toContain(late.statusId);
    expect((await del(`/api/statuses/${early.statusId}/schedules/${early.scheduleId}`, user)).status).toBe(200);
    expect((await del(`/api/statuses/${created.statusId}/schedules/${created.scheduleId}`, user)).status).toBe(200);
    expect((await del(`/api/statuses/${late.statusId}`, user)).status).toBe(200);
  });

  it('an update that overlaps another schedule is a 409 too, resolved by override', async () => {
    const a = statusSchema.parse(await (await post('/api/statuses', user, oneTime({ statusName: 'A', startTime: at(5 * DAY), endTime: at(5 * DAY + HOUR) }))).json());
    const b = statusSchema.parse(await (await post('/api/statuses', user, oneTime({ statusName: 'B', startTime: at(6 * DAY), endTime: at(6 * DAY + HOUR) }))).json());
    const move = oneTime({ statusName: 'B', statusScheduleId: String(b.scheduleId), startTime: at(5 * DAY + 30 * 60_000), endTime: at(5 * DAY + 2 * HOUR) });
    const conflict = await post(`/api/statuses/${b.statusId}`, user, move);
    expect(conflict.status).toBe(409);
    expect(conflict.headers.get('X-PORTAL-ERROR')).toContain('"A"');
    // Its own schedule never counts as an overlap.
    expect((await post(`/api/statuses/${a.statusId}`, user, oneTime({ statusName: 'A2', statusScheduleId: String(a.scheduleId), startTime: at(5 * DAY), endTime: at(5 * DAY + 2 * HOUR) }))).status).toBe(200);
    const res = await post(`/api/statuses/${b.statusId}`, user, { ...move, override: 'Y' });
    expect(res.status).toBe(200);
    expect(statusSchema.parse(await res.json()).startTime).toBe(move.startTime);
    // A2 started first, so it is cut where B now starts.
    const rows = (await overview(user)).scheduledStatuses;
    expect(rows.find((r) => r.status.statusName === 'B')?.startTime).toBe(move.startTime);
    expect(rows.find((r) => r.status.statusName === 'A2')?.endTime).toBe(move.startTime);
    expect((await del(`/api/statuses/${a.statusId}/schedules/${a.scheduleId}`, user)).status).toBe(200);
    expect((await del(`/api/statuses/${b.statusId}/schedules/${b.scheduleId}`, user)).status).toBe(200);
  });
});

describe('overlap message times (describeInterval)', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const span = (start: string, end: string | null) => ({ start: new Date(start), end: end ? new Date(end) : null });
  const row = (start: string, end: string | null, statusName: string | null = null) => ({ ...span(start, end), statusScheduleId: 1, statusId: 1, statusName, saved: 'N' as const });
  it('gives times as the status screens do: MM/DD/YYYY on a 12-hour clock, and Until Further Notice', () => {
    expect(formatStatusTime(new Date('2026-11-23T00:05:00Z'), 'UTC')).toBe('11/23/2026 12:05 AM');
    expect(formatStatusTime(new Date('2026-11-23T12:00:00Z'), 'UTC')).toBe('11/23/2026 12:00 PM');
    expect(formatStatusTime(new Date('2026-01-04T13:30:00Z'), 'UTC')).toBe('01/04/2026 1:30 PM');
    expect(describeInterval(span('2026-11-23T12:00:00Z', '2026-11-23T13:00:00Z'), 'UTC')).toBe('11/23/2026 12:00 PM – 11/23/2026 1:00 PM');
    expect(describeInterval(span('2026-11-23T22:00:00Z', '2026-11-24T06:00:00Z'), 'UTC')).toBe('11/23/2026 10:00 PM – 11/24/2026 6:00 AM');
    expect(describeInterval(span('2026-11-23T12:00:00Z', null), 'UTC')).toBe('11/23/2026 12:00 PM – Until Further Notice');
  });
  it('reads the day and time in the given zone', () => {
    // 02:00 UTC on Tuesday is still Monday evening in Los Angeles.
    expect(describeInterval(span('2026-11-24T02:00:00Z', '2026-11-24T03:00:00Z'), 'America/Los_Angeles')).toBe('11/23/2026 6:00 PM – 11/23/2026 7:00 PM');
    expect(overlapMessage([row('2026-11-24T02:00:00Z', null)], span('2026-11-24T01:00:00Z', null), undefined, now)).toBe(
      'This status overlaps “Unnamed Status” scheduled 11/24/2026 2:00 AM – Until Further Notice (UTC). Override to cancel the scheduled “Unnamed Status”, or edit the times.',
    );
  });
  it('says what Override does to each: ends the one already running (now, or when this status starts) and cancels a later one', () => {
    const running = row('2026-11-20T11:00:00Z', '2026-11-20T14:00:00Z', 'At court');
    expect(overlapMessage([running], span('2026-11-20T12:00:00Z', null), 'UTC', now)).toBe(
      'This status overlaps “At court” scheduled 11/20/2026 11:00 AM – 11/20/2026 2:00 PM. Override to end “At court” now, or edit the times.',
    );
    const later = row('2026-11-20T15:00:00Z', null, 'Vacation');
    expect(overlapMessage([running, later], span('2026-11-20T13:00:00Z', null), 'America/New_York', now)).toBe(
      'This status overlaps “At court” scheduled 11/20/2026 6:00 AM – 11/20/2026 9:00 AM and “Vacation” scheduled 11/20/2026 10:00 AM – Until Further Notice. ' +
        'Override to end “At court” at 11/20/2026 8:00 AM when this status starts and cancel the scheduled “Vacation”, or edit the times.',
    );
  });
});

describe('schedules, save and delete', () => {
  it('schedules a saved status, cancels the schedule, and a cancelled schedule is gone', async () => {
    const meeting = (await overview(admin)).savedStatuses.find((s) => s.statusName === 'In a meeting')!;
    const res = await post(`/api/statuses/${meeting.statusId}/schedules`, admin, { startTime: at(DAY), endTime: at(DAY + HOUR) });
    expect(res.status).toBe(200);
    const scheduled = scheduledStatusSchema.parse(await res.json());
    expect((await overview(admin)).scheduledStatuses.map((r) => r.statusScheduleId)).toContain(scheduled.statusScheduleId);

    const again = await post(`/api/statuses/${meeting.statusId}/schedules`, admin, { startTime: at(DAY + 30 * 60_000), endTime: at(DAY + 2 * HOUR) });
    expect(again.status).toBe(409);

    const before = await post(`/api/statuses/${meeting.statusId}/schedules`, admin, { startTime: at(3 * DAY), endTime: at(2 * DAY) });
    expect(before.status).toBe(400);
    expect(before.headers.get('X-PORTAL-ERROR')).toBe('The end time is before the start time.');

    expect((await del(`/api/statuses/${meeting.statusId}/schedules/${scheduled.statusScheduleId}`, admin)).status).toBe(200);
    expect((await overview(admin)).scheduledStatuses.map((r) => r.statusScheduleId)).not.toContain(scheduled.statusScheduleId);
    expect((await del(`/api/statuses/${meeting.statusId}/schedules/${scheduled.statusScheduleId}`, admin)).status).toBe(404);
    // The saved status itself stays.
    expect((await overview(admin)).savedStatuses.map((s) => s.statusId)).toContain(meeting.statusId);
  });

  it('saves a one-time status and deletes it', async () => {
    const created = statusSchema.parse(await (await post('/api/statuses', user, oneTime({ statusName: 'Errands', startTime: at(8 * DAY), endTime: at(8 * DAY + HOUR) }))).json());
    expect(created.saved).toBe('N');
    const saved = await post(`/api/statuses/${created.statusId}/save`, user, {});
    expect(statusSchema.parse(await saved.json()).saved).toBe('Y');
    expect((await overview(user)).savedStatuses.map((s) => s.statusName)).toContain('Errands');
    expect((await del(`/api/statuses/${created.statusId}`, user)).status).toBe(200);
    const o = await overview(user);
    expect(o.savedStatuses.map((s) => s.statusName)).not.toContain('Errands');
    expect(o.scheduledStatuses.map((s) => s.status.statusName)).not.toContain('Errands');
  });
});

describe('authorisation', () => {
  it("another user's status id is a 404, never data or a change", async () => {
    const adminStatus = (await overview(admin)).scheduledStatuses[0]!;
    const id = adminStatus.status.statusId;
    expect((await post(`/api/statuses/${id}`, user, oneTime({ statusName: 'Mine now' }))).status).toBe(404);
    expect((await post(`/api/statuses/${id}/schedules`, user, { startTime: at(40 * DAY) })).status).toBe(404);
    expect((await del(`/api/statuses/${id}/schedules/${adminStatus.statusScheduleId}`, user)).status).toBe(404);
    expect((await post(`/api/statuses/${id}/save`, user, {})).status).toBe(404);
    expect((await del(`/api/statuses/${id}`, user)).status).toBe(404);
    expect((await overview(admin)).scheduledStatuses[0]?.status.statusName).toBe(adminStatus.status.statusName);
  });
});

describe('POST /api/me/holdCalls and /api/me/ackNotification', () => {
  const me = async (key: string) => (await (await api('/api/me', key)).json()) as { holdCalls: string; usageNotifications: { usageNotificationId: number }[] };

  it('toggles hold calls Y/N', async () => {
    const res = await post('/api/me/holdCalls', user, { holdCalls: 'Y' });
    expect(await res.json()).toEqual({ holdCalls: 'Y' });
    expect((await me(user)).holdCalls).toBe('Y');
    await post('/api/me/holdCalls', user, { holdCalls: 'N' });
    expect((await me(user)).holdCalls).toBe('N');
    expect((await post('/api/me/holdCalls', user, { holdCalls: 'maybe' })).status).toBe(400);
  });

  it("acknowledges the user's own pending notification only", async () => {
    const pending = (await me(admin)).usageNotifications.map((n) => n.usageNotificationId);
    expect(pending).toEqual([1]);
    expect((await post('/api/me/ackNotification', user, { usageNotificationId: '1' })).status).toBe(404);
    expect((await post('/api/me/ackNotification', admin, { usageNotificationId: '1' })).status).toBe(200);
    expect((await me(admin)).usageNotifications).toEqual([]);
    expect((await post('/api/me/ackNotification', admin, { usageNotificationId: '1' })).status).toBe(404);
  });
});

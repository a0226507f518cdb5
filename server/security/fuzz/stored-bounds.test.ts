/**
 * The stored-limits checks themselves: a value one past its column's own bound, or one list item
 * past the spec's count, is reported, although it is far below the contract's longest text bound
 * that was the only check before. Rows are written straight into the tables (as a product bug
 * would), then the same functions the fuzz test runs are asked about them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints';
import { MAX_CONTACT_NUMBERS, MAX_EXCEPTIONS_PER_DISPOSITION, STATUS_TEXT_MAX } from '../../../src/contract/status';
import { queryRows, sql } from '../../db/client';
import { createTestContext, type TestContext } from '../../http/test-context';
import { columnBounds, countLimits, unplacedRequestFields } from './stored-bounds';
import { countsPast, longestTextBound, storedPast, textColumns, writePoint } from './stored-limits';

let ctx: TestContext;
let columns: Map<string, string[]>;
const longest = longestTextBound(endpoints, new Set(['saveGreeting.audio']));

beforeAll(async () => {
  ctx = await createTestContext();
  columns = await textColumns(ctx.database);
}, 300_000);
afterAll(async () => {
  await ctx?.close();
});

async function anyStatusId(): Promise<number> {
  const [row] = await queryRows<{ status_id: number }>(ctx.database.db, sql`select status_id from statuses order by status_id limit 1`);
  return row!.status_id;
}

describe('stored past its own bound', () => {
  it('derives each bound from the contract field that writes the column', () => {
    expect(columnBounds['statuses.status_name']?.max).toBe(STATUS_TEXT_MAX);
    expect(columnBounds['vip_callers.name']).toEqual({ max: 69, from: 'createVipCaller.name' });
    expect(columnBounds['messages.request']).toEqual({ max: 1000, from: 'assistRequest.request' });
    expect(columnBounds['accounts.shipping_postal_code']).toEqual({ max: 20, from: 'updateAccount.zip' });
    expect(unplacedRequestFields()).toEqual([]);
    expect(longest).toBeGreaterThan(1000);
  });

  it('reports a status name of 101 characters, which the longest-bound check let through', async () => {
    const since = await writePoint(ctx.database);
    const statusId = await anyStatusId();
    await ctx.database.db.execute(sql`update statuses set status_name = ${'n'.repeat(STATUS_TEXT_MAX + 1)} where status_id = ${statusId}`);
    expect(await storedPast(ctx.database, columns, since, {}, longest)).toEqual([]);
    expect(await storedPast(ctx.database, columns, since, columnBounds, longest)).toEqual([
      `statuses.status_name: ${STATUS_TEXT_MAX + 1} characters (bound ${STATUS_TEXT_MAX}, from STATUS_TEXT_MAX (core §5, §9))`,
    ]);
    await ctx.database.db.execute(sql`update statuses set status_name = 'Back' where status_id = ${statusId}`);
  });

  it('keeps the longest bound for columns no request field writes', async () => {
    const since = await writePoint(ctx.database);
    await ctx.database.db.execute(sql`update chats set website = ${'w'.repeat(longest + 1)} where chat_id = (select min(chat_id) from chats)`);
    expect(await storedPast(ctx.database, columns, since, columnBounds, longest)).toEqual([
      `chats.website: ${longest + 1} characters (bound ${longest}, the longest text bound of the contract)`,
    ]);
  });
});

describe('lists past the spec’s counts', () => {
  it('reports a sixth exception of one disposition and a sixth contact number, only for lists written since', async () => {
    const statusId = await anyStatusId();
    const since = await writePoint(ctx.database);
    for (let i = 0; i <= MAX_EXCEPTIONS_PER_DISPOSITION; i++) {
      await ctx.database.db.execute(sql`insert into status_exceptions (status_id, exception_name, disposition) values (${statusId}, ${`Caller ${i}`}, 'REJECT')`);
    }
    for (let i = 0; i <= MAX_CONTACT_NUMBERS; i++) {
      await ctx.database.db.execute(
        sql`insert into status_contacts (status_id, contact_data, attempt_order) values (${statusId}, ${`+1503555010${i}`}, ${i + 1})`,
      );
    }
    const found = await countsPast(ctx.database, countLimits, since);
    expect(found).toEqual([
      expect.stringMatching(new RegExp(`^status_exceptions status_id/disposition ${statusId}/REJECT: \\d+ rows \\(at most 5, `)),
      expect.stringMatching(new RegExp(`^status_contacts status_id ${statusId}: \\d+ rows \\(at most 5, `)),
    ]);
    // A later write point sees none of these lists.
    expect(await countsPast(ctx.database, countLimits, await writePoint(ctx.database))).toEqual([]);
  });
});

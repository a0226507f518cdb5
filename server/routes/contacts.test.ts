import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSchema } from '../../src/contract/contacts';
import { userSchema } from '../../src/contract/session';
import { countMethods } from '../db/repositories/contacts';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
let userKey: string;
let otherKey: string;

beforeAll(async () => {
  ctx = await createTestContext();
  userKey = (await login(ctx.app, 'user')).sessionKey;
  otherKey = (await login(ctx.app, 'usersms')).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const json = (key: string, method: 'POST' | 'DELETE', body?: unknown): RequestInit =>
  bearer(key, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const call = (path: string, init: RequestInit) => ctx.app.request(`/portalApi${path}`, init);

async function create(key: string, body: unknown) {
  const res = await call('/api/contacts', json(key, 'POST', body));
  return {
    res,
    contact: res.status === 200 ? contactSchema.parse(await res.json()) : null,
  };
}

describe('contacts', () => {
  it('creates a contact with methods (numbers stored as + and digits) and delivers it in the User', async () => {
    const { res, contact } = await create(userKey, {
      firstName: 'Grace',
      lastName: 'Hopper',
      business: 'Navy',
      contactMethods: [
        {
          contactMethodType: 'PHONE',
          phoneNumber: '(503) 555-0401',
          phoneExtension: '12',
          description: 'Office',
        },
        {
          contactMethodType: 'EMAIL',
          email: 'grace@navy.example',
          description: 'Home',
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(contact).toMatchObject({ displayName: 'Grace Hopper', title: '' });
    expect(contact!.contactMethods.map((m) => [m.contactMethodType, m.phoneNumber ?? m.email, m.description])).toEqual([
      ['PHONE', '+15035550401', 'Office'],
      ['EMAIL', 'grace@navy.example', 'Home'],
    ]);
    const me = userSchema.parse(await (await call('/api/me', bearer(userKey))).json());
    expect(me.contacts.some((c) => c.contactId === contact!.contactId)).toBe(true);
  });

  it('refuses a new contact whose phone matches an existing contact, naming it', async () => {
    await create(userKey, {
      firstName: 'Alan',
      lastName: 'Turing',
      contactMethods: [{ contactMethodType: 'PHONE', phoneNumber: '5035550402' }],
    });
    const { res } = await create(userKey, {
      firstName: 'Other',
      contactMethods: [{ contactMethodType: 'PHONE', phoneNumber: '+1 (503) 555-0402' }],
    });
    expect(res.status).toBe(409);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe('This contact number already exists for Alan Turing.');
    // Another user's book is separate.
    expect(
      (
        await create(otherKey, {
          firstName: 'Mine',
          contactMethods: [{ contactMethodType: 'PHONE', phoneNumber: '5035550402' }],
        })
      ).res.status,
    ).toBe(200);
  });

  it('validates emails, extensions and requires a method', async () => {
    expect(
      (
        await create(userKey, {
          firstName: 'X',
          contactMethods: [{ contactMethodType: 'EMAIL', email: 'not-an-email' }],
        })
      ).res.status,
    ).toBe(400);
    expect(
      (
        await create(userKey, {
          firstName: 'X',
          contactMethods: [
            {
              contactMethodType: 'PHONE',
              phoneNumber: '5035550403',
              phoneExtension: '12a',
            },
          ],
        })
      ).res.status,
    ).toBe(400);
    expect((await create(userKey, { firstName: 'X', contactMethods: [] })).res.status).toBe(400);
  });

  it('updates fields and adds, changes and deletes methods', async () => {
    const { contact } = await create(userKey, {
      firstName: 'Ken',
      contactMethods: [{ contactMethodType: 'PHONE', phoneNumber: '5035550404' }],
    });
    const id = contact!.contactId;
    const upd = contactSchema.parse(
      await (
        await call(
          `/api/contacts/${id}`,
          json(userKey, 'POST', {
            firstName: 'Ken',
            lastName: 'Thompson',
            title: 'Dr',
            business: 'Bell',
          }),
        )
      ).json(),
    );
    expect(upd.displayName).toBe('Ken Thompson');
    const added = contactSchema.parse(
      await (
        await call(
          `/api/contacts/${id}/methods`,
          json(userKey, 'POST', {
            contactMethodType: 'EMAIL',
            email: 'ken@bell.example',
          }),
        )
      ).json(),
    );
    expect(added.contactMethods).toHaveLength(2);
    const emailId = added.contactMethods[1]!.contactMethodId;
    const changed = contactSchema.parse(
      await (
        await call(
          `/api/contacts/${id}/methods/${emailId}`,
          json(userKey, 'POST', {
            contactMethodType: 'EMAIL',
            email: 'ken@unix.example',
            description: 'Home',
          }),
        )
      ).json(),
    );
    expect(changed.contactMethods[1]).toMatchObject({
      email: 'ken@unix.example',
      description: 'Home',
    });
    const removed = contactSchema.parse(
      await (await call(`/api/contacts/${id}/methods/${emailId}`, json(userKey, 'DELETE'))).json(),
    );
    expect(removed.contactMethods).toHaveLength(1);
  });

  it('deletes a contact with its methods', async () => {
    const { contact } = await create(userKey, {
      firstName: 'Cascade',
      contactMethods: [
        { contactMethodType: 'PHONE', phoneNumber: '5035550405' },
        { contactMethodType: 'EMAIL', email: 'c@c.example' },
      ],
    });
    const id = contact!.contactId;
    expect(await countMethods(ctx.database.db, [id])).toBe(2);
    const res = await call(`/api/contacts/${id}`, json(userKey, 'DELETE'));
    expect(res.status).toBe(200);
    expect(await countMethods(ctx.database.db, [id])).toBe(0);
    expect((await call(`/api/contacts/${id}`, json(userKey, 'DELETE'))).status).toBe(404);
  });

  it("never reads or changes another user's contact", async () => {
    const { contact } = await create(otherKey, {
      firstName: 'Private',
      contactMethods: [{ contactMethodType: 'PHONE', phoneNumber: '5035550406' }],
    });
    const id = contact!.contactId;
    const methodId = contact!.contactMethods[0]!.contactMethodId;
    expect((await call(`/api/contacts/${id}`, json(userKey, 'POST', { firstName: 'Hacked' }))).status).toBe(404);
    expect((await call(`/api/contacts/${id}/methods/${methodId}`, json(userKey, 'DELETE'))).status).toBe(404);
    expect((await call(`/api/contacts/${id}`, json(userKey, 'DELETE'))).status).toBe(404);
    expect(await countMethods(ctx.database.db, [id])).toBe(1);
  });
});

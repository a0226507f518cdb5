/**
 * Contacts (core §7): the signed-in user's contact book. A contact of another user (or the
 * user's self contact) is a 404, never data. After a change the user's pages are told
 * (realtime areas user + contacts) so the User payload's `contacts` refresh everywhere.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type * as z from 'zod';
import { toStoredPhoneNumber } from '../../src/domain/numbers/stored-number';
import { contactMessages, type Contact, type contactMethodInputSchema } from '../../src/contract/contacts';
import { endpoints } from '../../src/contract/endpoints';
import {
  deleteContact,
  deleteMethod,
  findContactsByPhone,
  findUserContact,
  insertContact,
  insertMethod,
  updateContactFields,
  updateMethod,
  type MethodRow,
} from '../db/repositories/contacts';
import { registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';

type MethodInput = z.output<typeof contactMethodInputSchema>;

function toMethodRow(input: MethodInput): MethodRow {
  if (input.contactMethodType === 'EMAIL') {
    return {
      contactMethodType: 'EMAIL',
      email: input.email,
      description: input.description,
      phoneNumber: null,
      phoneExtension: null,
    };
  }
  const phoneNumber = toStoredPhoneNumber(input.phoneNumber);
  if (!phoneNumber) throw new PortalHttpError(400, contactMessages.invalidPhone);
  return {
    contactMethodType: 'PHONE',
    phoneNumber,
    phoneExtension: input.phoneExtension,
    description: input.description,
    email: null,
  };
}


async function ownContact(c: Context<AppEnv>, userId: number, id: number): Promise<Contact> {
  const contact = await findUserContact(c.var.database.db, userId, id);
  if (!contact) throw new PortalHttpError(404, messages.notFound);
  return contact;
}

async function reload(c: Context<AppEnv>, userId: number, contactId: number): Promise<Contact> {
  const contact = await findUserContact(c.var.database.db, userId, contactId);
  if (!contact) throw new PortalHttpError(404, messages.notFound);
  await c.var.hub.notifyUsers([userId], ['user', 'contacts']);
  return contact;
}

export function contactsRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.createContact, async (c, input, { session }) => {
    const { db } = c.var.database;
    const methods = input.contactMethods.map(toMethodRow);
    // Core §5: a new contact whose phone number matches an existing contact is not saved.
    for (const method of methods) {
      if (method.contactMethodType !== 'PHONE' || !method.phoneNumber) continue;
      const [existing] = await findContactsByPhone(db, session.userId, method.phoneNumber);
      if (existing) throw new PortalHttpError(409, contactMessages.duplicate.replace('{name}', existing.displayName));
    }
    const { firstName, lastName, title, business } = input;
    const contactId = await insertContact(db, session.userId, { firstName, lastName, title, business }, methods);
    return reload(c, session.userId, contactId);
  });

  registerEndpoint(api, endpoints.updateContact, async (c, input, { params, session }) => {
    const contact = await ownContact(c, session.userId, params.id);
    await updateContactFields(c.var.database.db, contact.contactId, input);
    return reload(c, session.userId, contact.contactId);
  });

  registerEndpoint(api, endpoints.deleteContact, async (c, _input, { params, session }) => {
    const contact = await ownContact(c, session.userId, params.id);
    await deleteContact(c.var.database.db, contact.contactId);
    await c.var.hub.notifyUsers([session.userId], ['user', 'contacts']);
    return { ok: true as const, contactId: contact.contactId };
  });

  registerEndpoint(api, endpoints.addContactMethod, async (c, input, { params, session }) => {
    const contact = await ownContact(c, session.userId, params.id);
    await insertMethod(c.var.database.db, contact.contactId, toMethodRow(input));
    return reload(c, session.userId, contact.contactId);
  });

  registerEndpoint(api, endpoints.updateContactMethod, async (c, input, { params, session }) => {
    const contact = await ownContact(c, session.userId, params.id);
    const changed = await updateMethod(
      c.var.database.db,
      contact.contactId,
      params.methodId,
      toMethodRow(input),
    );
    if (!changed) throw new PortalHttpError(404, messages.notFound);
    return reload(c, session.userId, contact.contactId);
  });

  registerEndpoint(api, endpoints.deleteContactMethod, async (c, _input, { params, session }) => {
    const contact = await ownContact(c, session.userId, params.id);
    const removed = await deleteMethod(c.var.database.db, contact.contactId, params.methodId);
    if (!removed) throw new PortalHttpError(404, messages.notFound);
    return reload(c, session.userId, contact.contactId);
  });

  return api;
}

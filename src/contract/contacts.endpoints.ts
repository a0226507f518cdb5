import * as z from 'zod/mini';
import {
  contactDeletedSchema,
  contactFieldsSchema,
  contactMethodInputSchema,
  contactResponseSchema,
  createContactRequestSchema,
} from './contacts';
import { idSchema } from './common';
import { endpoint, idParams, noFields } from './endpoint';

/** Contacts (core §7): JSON bodies; each answers with the contact as it now stands. */
export const contactsEndpoints = {
  createContact: endpoint({
    method: 'POST',
    path: '/api/contacts',
    request: createContactRequestSchema,
    response: contactResponseSchema,
    json: true,
  }),
  updateContact: endpoint({
    method: 'POST',
    path: '/api/contacts/{id}',
    params: idParams,
    request: contactFieldsSchema,
    response: contactResponseSchema,
    json: true,
  }),
  deleteContact: endpoint({
    method: 'DELETE',
    path: '/api/contacts/{id}',
    params: idParams,
    request: noFields,
    response: contactDeletedSchema,
  }),
  addContactMethod: endpoint({
    method: 'POST',
    path: '/api/contacts/{id}/methods',
    params: idParams,
    request: contactMethodInputSchema,
    response: contactResponseSchema,
    json: true,
  }),
  updateContactMethod: endpoint({
    method: 'POST',
    path: '/api/contacts/{id}/methods/{methodId}',
    params: z.object({ id: idSchema, methodId: idSchema }),
    request: contactMethodInputSchema,
    response: contactResponseSchema,
    json: true,
  }),
  deleteContactMethod: endpoint({
    method: 'DELETE',
    path: '/api/contacts/{id}/methods/{methodId}',
    params: z.object({ id: idSchema, methodId: idSchema }),
    request: noFields,
    response: contactResponseSchema,
  }),
} as const;

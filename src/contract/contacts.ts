import * as z from 'zod/mini';
import { contactSchema } from './session';

/**
 * The contact book (spec core §3 Contact, §5 Contact, §7 Contacts). The spec leaves the payloads
 * open; these are JSON bodies. A create carries the contact with its methods; an update carries
 * the contact's own fields; methods are added, changed and removed through their own calls.
 * Every call answers with the contact as it now stands (the User's `contacts` entry).
 */
export { contactMethodSchema, contactSchema, type Contact, type ContactMethod } from './session';

/** Standard address pattern (core §5); blank is allowed where an email is optional. */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const phoneDescriptions = ['Mobile', 'Office', 'Home'] as const;
export const emailDescriptions = ['Office', 'Home'] as const;

const text = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), '');

export const contactMethodInputSchema = z.discriminatedUnion('contactMethodType', [
  z.object({
    contactMethodType: z.literal('PHONE'),
    phoneNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
    phoneExtension: z.pipe(
      z.nullish(z.string().check(z.regex(/^\d*$/, 'The extension takes digits only.'), z.maxLength(10))),
      z.transform((v) => v || null),
    ),
    description: z.pipe(
      z.nullish(z.enum(phoneDescriptions)),
      z.transform((v) => v ?? 'Mobile'),
    ),
  }),
  z.object({
    contactMethodType: z.literal('EMAIL'),
    email: z.string().check(z.trim(), z.maxLength(254), z.regex(emailPattern, 'The email address is not valid.')),
    description: z.pipe(
      z.nullish(z.enum(emailDescriptions)),
      z.transform((v) => v ?? 'Office'),
    ),
  }),
]);
export type ContactMethodInput = z.input<typeof contactMethodInputSchema>;

export const contactFieldsSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  title: text(100),
  business: text(100),
});
export type ContactFields = z.input<typeof contactFieldsSchema>;

/** POST /api/contacts */
export const createContactRequestSchema = z.extend(contactFieldsSchema, {
  contactMethods: z.array(contactMethodInputSchema).check(z.minLength(1), z.maxLength(50)),
});
export type CreateContactRequest = z.input<typeof createContactRequestSchema>;

export const contactResponseSchema = contactSchema;
export const contactDeletedSchema = z.object({
  ok: z.literal(true),
  contactId: z.int(),
});

export const contactMessages = {
  duplicate: 'This contact number already exists for {name}.',
  invalidPhone: 'The phone number is not valid.',
  empty: 'A contact needs at least one phone number or email.',
} as const;

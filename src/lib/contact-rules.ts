/**
 * Rules of the contact book (spec core §3, §4 Contacts, §5 Contact), shared by the contacts
 * screens and the contacts api (its save plan). Blocked and VIP entries: ./number-entries and
 * features/{blocked,vip}/logic. Pure: the editor keeps an `EditableContact` and runs every
 * change through these functions. The contact-link menu's rules are in `./contact-link-rules`.
 */
import { toStoredPhoneNumber } from '@/domain/numbers/stored-number';
import { emailPattern, type Contact, type ContactMethod, type CreateContactRequest } from '@/contract/contacts';
import { digitsOnly, isValidNationalNumber } from './phone';

// ── Contacts ────────────────────────────────────────────────────────────────────────────────

export type PhoneDescription = 'Mobile' | 'Office' | 'Home';
export type EmailDescription = 'Office' | 'Home';

export interface EditableMethod extends ContactMethod {
  changed: boolean;
  deleted: boolean;
}

export interface EditableContact {
  contactId: number | 'new';
  firstName: string;
  lastName: string;
  title: string;
  business: string;
  contactMethods: EditableMethod[];
  changed: boolean;
}

export const isNewMethodId = (id: string): boolean => /^N\d{5}$/.test(id);

/** N plus five digits, one more than the highest new id so far (N00001, N00002, …). */
export function nextMethodId(methods: readonly Pick<ContactMethod, 'contactMethodId'>[]): string {
  const highest = methods.reduce(
    (max, m) => (isNewMethodId(m.contactMethodId) ? Math.max(max, Number(m.contactMethodId.slice(1))) : max),
    0,
  );
  return `N${String(highest + 1).padStart(5, '0')}`;
}

function blankMethod(id: string, type: 'PHONE' | 'EMAIL'): EditableMethod {
  return {
    contactMethodId: id,
    contactMethodType: type,
    phoneNumber: null,
    phoneExtension: null,
    email: null,
    address: null,
    description: type === 'PHONE' ? 'Mobile' : 'Office',
    changed: true,
    deleted: false,
  };
}

/** The editor's copy of a contact; a new one starts with a Mobile phone (N00001) and an Office email (N00002). */
export function toEditable(contact: Contact | null): EditableContact {
  if (!contact) {
    return {
      contactId: 'new',
      firstName: '',
      lastName: '',
      title: '',
      business: '',
      contactMethods: [blankMethod('N00001', 'PHONE'), blankMethod('N00002', 'EMAIL')],
      changed: false,
    };
  }
  return {
    contactId: contact.contactId,
    firstName: contact.firstName,
    lastName: contact.lastName,
    title: contact.title,
    business: contact.business,
    contactMethods: contact.contactMethods.map((m) => ({
      ...m,
      changed: false,
      deleted: false,
    })),
    changed: false,
  };
}

export function displayNameOf(c: Pick<EditableContact, 'firstName' | 'lastName' | 'business'>): string {
  return `${c.firstName.trim()} ${c.lastName.trim()}`.trim() || c.business.trim();
}

/** The longest first or last name a contact takes (src/contract/contacts.ts). */
const NAME_MAX = 100;

/**
 * A full name in one text (a caller, a chat visitor) as the contact's two fields: the first word is
 * the first name and the rest the last name ('Mary Ann Smith': Mary / Ann Smith, the demo data's
 * split of its callers); one word is a first name only.
 */
export function splitFullName(fullName: string): Pick<EditableContact, 'firstName' | 'lastName'> {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first.slice(0, NAME_MAX), lastName: rest.join(' ').slice(0, NAME_MAX) };
}

export type ContactField = 'firstName' | 'lastName' | 'title' | 'business';

export function setField(contact: EditableContact, field: ContactField, value: string): EditableContact {
  return { ...contact, [field]: value, changed: true };
}

/** A method is added with changed true. */
export function addMethod(contact: EditableContact, type: 'PHONE' | 'EMAIL'): EditableContact {
  const method = blankMethod(nextMethodId(contact.contactMethods), type);
  return {
    ...contact,
    contactMethods: [...contact.contactMethods, method],
    changed: true,
  };
}

export function updateMethod(
  contact: EditableContact,
  id: string,
  patch: Partial<Pick<ContactMethod, 'phoneNumber' | 'phoneExtension' | 'email' | 'description'>>,
): EditableContact {
  return {
    ...contact,
    changed: true,
    contactMethods: contact.contactMethods.map((m) =>
      m.contactMethodId === id ? { ...m, ...patch, changed: true } : m,
    ),
  };
}

/** Delete toggles the deleted flag (shown struck through until saved; unsaved new methods just go). */
export function toggleMethodDeleted(contact: EditableContact, id: string): EditableContact {
  const methods = isNewMethodId(id)
    ? contact.contactMethods.filter((m) => m.contactMethodId !== id)
    : contact.contactMethods.map((m) => (m.contactMethodId === id ? { ...m, deleted: !m.deleted } : m));
  return { ...contact, contactMethods: methods, changed: true };
}

/** Typing in an email strips special characters (core §5) and spaces. */
export function stripEmailCharacters(value: string): string {
  return value.replace(/[\s`!#$%^&*()+\-=[\]{};':"\\|,<>/?~]/g, '');
}

/** Phone extension keeps only digits. */
export const stripExtension = (value: string): string => digitsOnly(value);

/** Blank is allowed; otherwise the standard address pattern. */
export const isEmailValid = (email: string | null): boolean => !email || emailPattern.test(email);

/** Blank is allowed (not saved); otherwise the region's length. */
export const isPhoneEntryValid = (phone: string | null): boolean => !phone || isValidNationalNumber(phone, 'US');

/** Content: a phone longer than 10 characters or a non-empty email. */
export function hasContent(m: Pick<ContactMethod, 'contactMethodType' | 'phoneNumber' | 'email'>): boolean {
  return m.contactMethodType === 'PHONE' ? (m.phoneNumber ?? '').length > 10 : (m.email ?? '').trim() !== '';
}

const live = (c: EditableContact) => c.contactMethods.filter((m) => !m.deleted);

/** Save: changed, every phone valid, no invalid email, at least one live method with content. */
export function canSaveContact(contact: EditableContact): boolean {
  const methods = live(contact);
  return (
    contact.changed &&
    methods.every((m) =>
      m.contactMethodType === 'PHONE' ? isPhoneEntryValid(m.phoneNumber) : isEmailValid(m.email),
    ) &&
    methods.some(hasContent)
  );
}

/** +1 and digits for comparing numbers whatever their punctuation. */
export function comparablePhone(value: string | null): string | null {
  if (!value) return null;
  return toStoredPhoneNumber(value) ?? (digitsOnly(value) || null);
}

/** For a new contact: the existing contact that already has one of its phone numbers. */
export function findDuplicateContact(contact: EditableContact, existing: readonly Contact[]): Contact | null {
  if (contact.contactId !== 'new') return null;
  const mine = new Set(
    live(contact)
      .filter((m) => m.contactMethodType === 'PHONE' && hasContent(m))
      .map((m) => comparablePhone(m.phoneNumber)),
  );
  mine.delete(null);
  if (mine.size === 0) return null;
  return (
    existing.find((c) =>
      c.contactMethods.some((m) => m.contactMethodType === 'PHONE' && mine.has(comparablePhone(m.phoneNumber))),
    ) ?? null
  );
}

type MethodBody = CreateContactRequest['contactMethods'][number];

function methodBody(m: EditableMethod): MethodBody {
  if (m.contactMethodType === 'EMAIL') {
    return {
      contactMethodType: 'EMAIL',
      email: (m.email ?? '').trim(),
      description: m.description === 'Home' ? 'Home' : 'Office',
    };
  }
  const description: PhoneDescription =
    m.description === 'Office' || m.description === 'Home' ? m.description : 'Mobile';
  return {
    contactMethodType: 'PHONE',
    phoneNumber: comparablePhone(m.phoneNumber) ?? '',
    phoneExtension: m.phoneExtension || null,
    description,
  };
}

const fieldsOf = (c: EditableContact) => ({
  firstName: c.firstName.trim(),
  lastName: c.lastName.trim(),
  title: c.title.trim(),
  business: c.business.trim(),
});

export function toCreateRequest(contact: EditableContact): CreateContactRequest {
  return {
    ...fieldsOf(contact),
    contactMethods: live(contact).filter(hasContent).map(methodBody),
  };
}

export interface ContactSavePlan {
  contactId: number;
  fields: ReturnType<typeof fieldsOf> | null;
  add: MethodBody[];
  update: { methodId: string; body: MethodBody }[];
  remove: string[];
}

/** The calls that turn `original` into `edited` (existing contacts). */
export function planContactSave(original: Contact, edited: EditableContact): ContactSavePlan {
  const fields = fieldsOf(edited);
  const fieldsChanged = (Object.keys(fields) as ContactField[]).some((k) => fields[k] !== original[k]);
  const plan: ContactSavePlan = {
    contactId: original.contactId,
    fields: fieldsChanged ? fields : null,
    add: [],
    update: [],
    remove: [],
  };
  for (const m of edited.contactMethods) {
    const isNew = isNewMethodId(m.contactMethodId);
    const empty = !hasContent(m);
    if (isNew) {
      if (!m.deleted && !empty) plan.add.push(methodBody(m));
    } else if (m.deleted || empty) {
      plan.remove.push(m.contactMethodId);
    } else if (m.changed) {
      plan.update.push({ methodId: m.contactMethodId, body: methodBody(m) });
    }
  }
  return plan;
}

/** Contacts search: name, company, title and emails case-insensitively; numbers on digits. */
export function matchesContactSearch(contact: Contact, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  const words = [
    contact.displayName,
    contact.business,
    contact.title,
    ...contact.contactMethods.map((m) => m.email ?? ''),
  ];
  if (words.some((w) => w.toLowerCase().includes(text))) return true;
  const digits = digitsOnly(text);
  return digits.length > 0 && contact.contactMethods.some((m) => digitsOnly(m.phoneNumber ?? '').includes(digits));
}

/**
 * Rules of the contact-link menu on numbers and addresses in activity (spec core §2 Other
 * dialogs, §5 Contact-link matching): which contacts a link matches, which entries the menu
 * offers, and the contact drafts behind Create Contact and Add To Contact. Pure.
 */
import type { Contact } from '@/contract/contacts';
import { sendableNumbers } from '@/domain/text/text-rules';
import type { User } from '@/contract/session';
import { addMethod, splitFullName, toEditable, updateMethod, type EditableContact } from './contact-rules';
import { digitsOnly } from './phone';
import { canUsePhone, isRestrictedRole, type RoleUser } from './roles';

export type ContactLinkKind = 'phone' | 'email';

/**
 * A number or address in an activity item, with the account of its message (blocking is per
 * account). Screens that show activity take a render function for these (routes pass the
 * contact-link menu), so activity never imports the contacts feature.
 */
export interface ContactLinkTarget {
  kind: ContactLinkKind;
  /** The number or address as it appears in the activity. */
  value: string;
  accountId: number;
  /** The name of whom the number or address belongs to, as the item shows it (Create Contact starts with it). */
  name?: string | null | undefined;
}
export type ContactLinkAction =
  'email' | 'call' | 'sendText' | 'block' | 'unblock' | 'openContact' | 'searchMatches' | 'createContact' | 'addToContact';

/** Phone numbers in activity are clickable only with at least 10 digits. */
export const isClickablePhone = (value: string): boolean => digitsOnly(value).length >= 10;

/** Matching form of a link's number: brackets, hyphens and spaces ignored; 10 digits get +1. */
export function linkPhoneNumber(value: string): string {
  const stripped = value.replace(/[()\-\s]/g, '');
  const digits = digitsOnly(stripped);
  if (!stripped.startsWith('+') && digits.length === 10) return `+1${digits}`;
  if (!stripped.startsWith('+') && digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return stripped.startsWith('+') ? `+${digits}` : digits;
}

/** The user's contacts with the link's number (phone) or address (email, case-insensitive). */
export function matchContacts(kind: ContactLinkKind, value: string, contacts: readonly Contact[]): Contact[] {
  if (kind === 'email') {
    const email = value.trim().toLowerCase();
    return contacts.filter((c) =>
      c.contactMethods.some((m) => m.contactMethodType === 'EMAIL' && (m.email ?? '').trim().toLowerCase() === email),
    );
  }
  const number = linkPhoneNumber(value);
  return contacts.filter((c) =>
    c.contactMethods.some(
      (m) => m.contactMethodType === 'PHONE' && m.phoneNumber && linkPhoneNumber(m.phoneNumber) === number,
    ),
  );
}

export interface ContactLinkContext {
  kind: ContactLinkKind;
  value: string;
  user: Pick<User, 'userAccountRoles' | 'patchNumbers' | 'contacts'>;
  /** The account of the message the link is in. */
  accountId: number;
  /** Whether the number is on the account's blocked list (undefined while unknown). */
  blocked?: boolean;
  /** The phone can place calls (the softphone slice): Call is offered only then. */
  phoneAvailable?: boolean;
  /** The Send Text dialog can open: Send Text is offered only then (and with a number that may text). */
  textAvailable?: boolean;
}

/** Blocking is offered only on an account where the user holds a role other than guest or inactive. */
export const canBlockOnAccount = (user: RoleUser, accountId: number): boolean =>
  user.userAccountRoles.some((r) => r.accountId === accountId && !isRestrictedRole(r.userRoleKey));

/** Call: patch numbers and no GRASSHOPPER role (the phone's own rule, src/domain/phone). */
export const canCallFromLink = (user: Pick<User, 'userAccountRoles' | 'patchNumbers'>): boolean => canUsePhone(user);

/** Send Text: at least one number that may send (core §5 Send text). */
export const canTextFromLink = (user: Pick<User, 'userAccountRoles' | 'patchNumbers'>): boolean =>
  sendableNumbers(user.patchNumbers, user.userAccountRoles).length > 0;

/** The entries of the menu, in order, by the matching and permission rules. */
export function contactLinkActions(ctx: ContactLinkContext): ContactLinkAction[] {
  const actions: ContactLinkAction[] = [];
  if (ctx.kind === 'email') actions.push('email');
  if (ctx.kind === 'phone') {
    if (ctx.phoneAvailable && canCallFromLink(ctx.user)) actions.push('call');
    if (ctx.textAvailable && canTextFromLink(ctx.user)) actions.push('sendText');
    if (canBlockOnAccount(ctx.user, ctx.accountId) && ctx.blocked !== undefined)
      actions.push(ctx.blocked ? 'unblock' : 'block');
  }
  const matches = matchContacts(ctx.kind, ctx.value, ctx.user.contacts);
  if (matches.length === 1) actions.push('openContact');
  else if (matches.length > 1) actions.push('searchMatches');
  else actions.push('createContact', 'addToContact');
  return actions;
}

// What caller ID, the demo data and the chat list show where nobody is named (compared in lower
// case, spaces collapsed): the robocall labels, a withheld or unknown caller, an anonymous visitor.
const namesOfNobody = new Set([
  'unknown', 'unknown caller', 'unknown name', 'anonymous', 'anonymous caller', 'private', 'private caller', 'private number',
  'restricted', 'unavailable', 'blocked', 'no caller id', 'wireless caller', 'toll free caller', 'out of area',
  'spam risk', 'potential spam', 'scam likely', 'website visitor',
]);

/** A name worth starting a contact with: a person's or a business's, not a caller-ID label, a number or an address. */
export function isNamedParty(name: string | null | undefined): name is string {
  const text = (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return /\p{L}/u.test(text) && !text.includes('@') && !namesOfNobody.has(text);
}

/** A new contact holding the link's number or address (Create Contact), named after its party when it has a name. */
export function newContactWith(kind: ContactLinkKind, value: string, name?: string | null): EditableContact {
  const draft = isNamedParty(name) ? { ...toEditable(null), ...splitFullName(name) } : toEditable(null);
  return kind === 'phone'
    ? updateMethod(draft, 'N00001', { phoneNumber: linkPhoneNumber(value) })
    : updateMethod(draft, 'N00002', { email: value.trim() });
}

/** An existing contact with the link's number or address added (Add To Contact). */
export function contactWith(contact: Contact, kind: ContactLinkKind, value: string): EditableContact {
  const added = addMethod(toEditable(contact), kind === 'phone' ? 'PHONE' : 'EMAIL');
  const id = added.contactMethods.at(-1)!.contactMethodId;
  return updateMethod(added, id, kind === 'phone' ? { phoneNumber: linkPhoneNumber(value) } : { email: value.trim() });
}

/** A run of free text: plain, or a number or address that gets the contact-link menu. */
export interface ContactTextPart {
  kind: 'text' | ContactLinkKind;
  value: string;
}

// Emails first (an address may hold digits); numbers: optional +country code or leading 1, then
// 3-3-4 digit groups with single separators, or an E.164 run. Never inside a longer digit run.
const emailPattern = String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`;
const phonePattern = String.raw`(?<![\d+])(?:\+\d{1,3}[\s.-]?|1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?!\d)|\+\d{10,15}(?!\d)`;
const contactPattern = new RegExp(`(${emailPattern})|(${phonePattern})`, 'g');

/**
 * Splits message text into plain runs and the numbers and addresses in it. A number becomes a
 * link only with at least 10 digits (spec core §5: shorter ones stay text).
 */
export function splitContactText(text: string): ContactTextPart[] {
  const parts: ContactTextPart[] = [];
  let last = 0;
  const push = (part: ContactTextPart) => {
    const prev = parts.at(-1);
    if (part.kind === 'text' && prev?.kind === 'text') prev.value += part.value;
    else if (part.value !== '') parts.push(part);
  };
  for (const match of text.matchAll(contactPattern)) {
    const index = match.index;
    push({ kind: 'text', value: text.slice(last, index) });
    const [found, email] = match;
    if (email) push({ kind: 'email', value: found });
    else push({ kind: isClickablePhone(found) ? 'phone' : 'text', value: found });
    last = index + found.length;
  }
  push({ kind: 'text', value: text.slice(last) });
  return parts;
}

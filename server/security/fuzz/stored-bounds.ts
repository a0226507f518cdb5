/**
 * "Nothing stored past the limits of spec §5 and §9", column by column: each text column a
 * request field lands in, with the bound that field carries in the contract (read from its zod
 * schema, so a changed limit moves here by itself), or the spec's constant where the server
 * applies the limit after parsing (status texts). The list counts the spec sets are checked per
 * owning row. A column no request field writes keeps the contract's longest text bound
 * (stored-limits.ts), which catches an over-long value that reached it some other way.
 *
 * `requestFieldsNotStored` names every bounded string field of a writing endpoint that is not kept
 * as text (hashed, looked up, sent on, or turned into another value): together with the columns
 * below it must cover every such field of the contract, so a new field is placed here or there
 * before the fuzz test passes (fuzz.test.ts, "has endpoints to fuzz").
 */
import type * as z from 'zod';
import { addressCountries } from '../../../src/contract/account';
import { createContactRequestSchema } from '../../../src/contract/contacts';
import { endpoints, type EndpointName } from '../../../src/contract/endpoints';
import {
  exceptionInputSchema,
  MAX_CONTACT_NUMBERS,
  MAX_EXCEPTIONS_PER_DISPOSITION,
  STATUS_INSTRUCTIONS_MAX,
  STATUS_TEXT_MAX,
} from '../../../src/contract/status';
import { MAX_RULES_PER_LINK } from '../../../src/contract/integrations';
import { auditTextLimit } from '../../db/repositories/audit';
import { defOf, fieldsOf, lengthBounds } from './values';

export interface ColumnBound {
  max: number;
  /** Where the bound comes from, for the failure message. */
  from: string;
}

/** The string fields of an endpoint's request with a length bound, by dotted path. */
function boundedStrings(name: EndpointName): Map<string, number> {
  const out = new Map<string, number>();
  for (const slot of fieldsOf(endpoints[name].request)) {
    if (defOf(slot.schema).type !== 'string') continue;
    const { max } = lengthBounds(slot.schema);
    if (max !== undefined) out.set(slot.path.join('.'), max);
  }
  return out;
}

/** The bound of `endpoint.field` as its contract schema declares it. */
function field(name: EndpointName, path: string): ColumnBound {
  const max = boundedStrings(name).get(path);
  if (max === undefined) throw new Error(`stored-bounds: ${name}.${path} is not a bounded string field of the contract`);
  return { max, from: `${name}.${path}` };
}

/** The bound a contract schema declares for a field the endpoint table does not reach (inside JSON text). */
function schemaField(schema: z.core.$ZodType, from: string): ColumnBound {
  const { max } = lengthBounds(schema);
  if (max === undefined) throw new Error(`stored-bounds: ${from} has no length bound`);
  return { max, from };
}

const spec = (max: number, from: string): ColumnBound => ({ max, from });

/** A stored phone number: a plus and at most 15 digits (E.164), whatever spelling was sent. */
const e164 = spec(16, 'E.164: + and at most 15 digits (domain/numbers/stored-number.ts)');
const countryName = spec(Math.max(...Object.values(addressCountries).map((n) => n.length)), 'addressCountries (account.ts)');
const contactShape = (createContactRequestSchema as unknown as z.ZodObject).shape;

export const columnBounds: Record<string, ColumnBound> = {
  // Account edits (billing-account §2 Company page, Address dialog); billing and service addresses
  // take the same fields.
  'accounts.account_name': field('updateAccount', 'accountName'),
  'accounts.description': field('updateAccount', 'description'),
  'accounts.website': field('updateAccount', 'website'),
  'accounts.company_phone': field('updateAccount', 'companyPhone'),
  'accounts.company_fax': field('updateAccount', 'companyFax'),
  ...Object.fromEntries(
    (['billing', 'shipping'] as const).flatMap((side) => [
      [`accounts.${side}_address1`, field('updateAccount', 'address1')],
      [`accounts.${side}_address2`, field('updateAccount', 'address2')],
      [`accounts.${side}_city`, field('updateAccount', 'city')],
      [`accounts.${side}_us_state`, field('updateAccount', 'state')],
      [`accounts.${side}_territory`, field('updateAccount', 'state')],
      [`accounts.${side}_us_zip`, field('updateAccount', 'zip')],
      [`accounts.${side}_postal_code`, field('updateAccount', 'zip')],
      [`accounts.${side}_country`, field('updateAccount', 'country')],
      [`accounts.${side}_country_name`, countryName],
    ]),
  ),
  'accounts.autopay_payment_method_uid': field('autopay', 'paymentMethodUid'),
  // Core §9 / billing-account §9: forwarding and VIP numbers are 12 characters with the plus.
  'accounts.vip_forwarding_number': spec(12, 'core §9 VIP number'),
  'phone_numbers.forward_number': spec(12, 'core §9 forwarding number'),
  // Blocked (core §5 Blocking: 100) and VIP (core §5 VIP contacts: under 70).
  'blocked_numbers.name': field('blockNumber', 'name'),
  'blocked_numbers.company': field('blockNumber', 'company'),
  'blocked_numbers.phone_number': e164,
  'vip_callers.name': field('createVipCaller', 'name'),
  'vip_callers.company': field('createVipCaller', 'company'),
  'vip_callers.phone_number': e164,
  // Contacts (core §5 Contact).
  'contacts.first_name': field('createContact', 'firstName'),
  'contacts.last_name': field('createContact', 'lastName'),
  'contacts.title': field('createContact', 'title'),
  'contacts.business': field('createContact', 'business'),
  'contact_methods.phone_number': e164,
  'contact_methods.phone_extension': field('addContactMethod', 'phoneExtension'),
  'contact_methods.email': field('addContactMethod', 'email'),
  // Statuses (core §5 Status editor, §9): the server applies the name and instruction limits
  // after parsing (domain/status/status-limits.ts), so the spec's constants are the bounds.
  'statuses.status_name': spec(STATUS_TEXT_MAX, 'STATUS_TEXT_MAX (core §5, §9)'),
  'statuses.instructions': spec(STATUS_INSTRUCTIONS_MAX, 'STATUS_INSTRUCTIONS_MAX (core §5, §9)'),
  'status_exceptions.exception_name': schemaField(exceptionInputSchema.shape.exceptionName, 'createStatus.exceptions[].exceptionName'),
  'status_contacts.contact_data': e164,
  // Assist request and Send text (core §5, §9: 1000 characters).
  'messages.request': field('assistRequest', 'request'),
  'sms_messages.text_content': field('sendText', 'message'),
  // Push devices, integrations, payments.
  'devices.description': field('registerDevice', 'description'),
  'devices.endpoint': field('registerDevice', 'endpoint'),
  'devices.client_key': field('registerDevice', 'clientKey'),
  'devices.client_auth': field('registerDevice', 'clientAuth'),
  'transfer_links.token': field('createTransferLink', 'token'),
  'payments.payment_method_uid': field('payInvoice', 'paymentMethodUid'),
  'payments.idempotency_key': field('payInvoice', 'idempotencyKey'),
  // The audit log keeps at most 256 characters of a path (README "Bounded input").
  'audit_log.path': spec(auditTextLimit, 'auditTextLimit'),
};

/** Bounded string fields of writing endpoints that are not kept as text, and why. */
export const requestFieldsNotStored: Record<string, string> = {
  'updateAccount.changeSummary': 'audited as one value of the detail (cut at auditTextLimit)',
  'payInvoice.surchargeMetadata.displayedNotice': 'compared with the notice the server computes, then dropped',
  'surcharge.paymentMethodUid': 'a lookup',
  'surcharge.funding': 'a lookup',
  'surcharge.methodType': 'a lookup',
  'blockNumber.phoneNumber': 'stored normalised (blocked_numbers.phone_number, E.164)',
  'editBlockedNumber.phoneNumber': 'stored normalised (blocked_numbers.phone_number, E.164)',
  'editBlockedNumber.name': 'the same column as blockNumber.name',
  'editBlockedNumber.company': 'the same column as blockNumber.company',
  'updateVipCaller.name': 'the same column as createVipCaller.name',
  'updateVipCaller.company': 'the same column as createVipCaller.company',
  'updateContact.firstName': 'the same column as createContact.firstName',
  'updateContact.lastName': 'the same column as createContact.lastName',
  'updateContact.title': 'the same column as createContact.title',
  'updateContact.business': 'the same column as createContact.business',
  'createContact.contactMethods.0.phoneNumber': 'stored normalised (contact_methods.phone_number, E.164)',
  'createContact.contactMethods.0.phoneExtension': 'the same column as addContactMethod.phoneExtension',
  'createContact.contactMethods.0.email': 'the same column as addContactMethod.email',
  'addContactMethod.phoneNumber': 'stored normalised (contact_methods.phone_number, E.164)',
  'updateContactMethod.phoneNumber': 'stored normalised (contact_methods.phone_number, E.164)',
  'updateContactMethod.phoneExtension': 'the same column as addContactMethod.phoneExtension',
  'updateContactMethod.email': 'the same column as addContactMethod.email',
  'verifyTransferLink.email': 'where the verification code is sent',
  'verifyTransferLink.phone': 'where the verification code is sent',
  'createTransferLink.apiKey': 'checked with the provider, not kept',
  'createTransferLink.email': 'checked against the verification, not kept',
  'createTransferLink.phone': 'checked against the verification, not kept',
  'createTransferLink.code': 'compared with the stored hash',
  'updateTransferLink.webhookUrl': 'kept inside transfer_links.parsed_parameters_json (JSON: the longest-bound check)',
  'createTransferLink.webhookUrl': 'kept inside transfer_links.parsed_parameters_json (JSON: the longest-bound check)',
  'changePassword.currentPassword': 'compared with the hash',
  'changePassword.password': 'stored as a hash',
  'forgotPasswordSendCode.email': 'a lookup',
  'forgotPasswordSendCode.mobile': 'a lookup',
  'forgotPasswordReset.email': 'a lookup',
  'forgotPasswordReset.mobile': 'a lookup',
  'migrate.username': 'a lookup',
  'migrate.password': 'compared with the old hash',
  'migrate.newPassword': 'stored as a hash',
  'setPassword.passwordChangeKey': 'compared with the stored hash',
  'setPassword.password': 'stored as a hash',
  'conditionalCallForwarding.patchNumber': 'stored as phone_numbers.forward_number (listed above, 12 characters)',
  'saveGreeting.contentType': 'one of the allowed audio types',
  'saveGreeting.audio': 'decoded: stored as bytes (recording_audio), bounded by GREETING_MAX_BYTES',
};

/** List lengths the spec sets, checked per owner (the status, the contact, the transfer link). */
export interface CountLimit {
  table: string;
  /** The columns that name one list. */
  per: string[];
  max: number;
  from: string;
}

export const countLimits: CountLimit[] = [
  { table: 'status_exceptions', per: ['status_id', 'disposition'], max: MAX_EXCEPTIONS_PER_DISPOSITION, from: 'core §5: 5 exceptions per disposition' },
  { table: 'status_contacts', per: ['status_id'], max: MAX_CONTACT_NUMBERS, from: 'core §5: 5 contact numbers (Call Me Here)' },
  {
    table: 'contact_methods',
    per: ['contact_id'],
    max: lengthBounds((contactShape['contactMethods'] as z.core.$ZodType)).max ?? 0,
    from: 'createContact.contactMethods',
  },
  { table: 'transfer_rules', per: ['transfer_link_id'], max: MAX_RULES_PER_LINK, from: 'MAX_RULES_PER_LINK' },
];

/** Every bounded string field of a writing endpoint: the ones no column and no reason account for. */
export function unplacedRequestFields(): string[] {
  const placed = new Set([...Object.values(columnBounds).map((b) => b.from), ...Object.keys(requestFieldsNotStored)]);
  const out: string[] = [];
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    if (endpoints[name].method === 'GET') continue;
    for (const path of boundedStrings(name).keys()) if (!placed.has(`${name}.${path}`)) out.push(`${name}.${path}`);
  }
  return out;
}

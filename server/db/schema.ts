/**
 * The reference API's tables: every entity of both spec documents' §3, so later slices add
 * endpoints, not tables. Y/N flags stay text ('Y' | 'N') because that is what the API speaks.
 * Timestamps use mode 'date' (the string mode returns Postgres text, not ISO; STACK.md).
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });
const yn = (name: string, fallback: 'Y' | 'N' = 'N') => text(name).notNull().default(fallback);
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

// ── Accounts, locations, numbers ───────────────────────────────────────────────────────────
export const accounts = pgTable('accounts', {
  accountId: serial('account_id').primaryKey(),
  parentAccountId: integer('parent_account_id'),
  accountNumber: text('account_number').notNull().unique(),
  accountName: text('account_name').notNull(),
  description: text('description'),
  website: text('website'),
  companyPhone: text('company_phone'),
  companyFax: text('company_fax'),
  balance: money('balance').notNull().default(0),
  currencyCode: text('currency_code').notNull().default('USD'),
  autopayDays: integer('autopay_days'),
  autopayPaymentMethodUid: text('autopay_payment_method_uid'),
  billingEmail: text('billing_email'),
  vipForwardingNumber: text('vip_forwarding_number'),
  showCombinedUsage: yn('show_combined_usage'),
  showExtendedReports: yn('show_extended_reports'),
  chatServiceEnabled: yn('chat_service_enabled'),
  hipaa: yn('hipaa'),
  planMinutes: integer('plan_minutes').notNull().default(0),
  billingDayOfMonth: integer('billing_day_of_month').notNull().default(1),
  billingAddress1: text('billing_address1'),
  billingAddress2: text('billing_address2'),
  billingCity: text('billing_city'),
  billingUsState: text('billing_us_state'),
  billingUsZip: text('billing_us_zip'),
  billingTerritory: text('billing_territory'),
  billingPostalCode: text('billing_postal_code'),
  billingCountry: text('billing_country'),
  billingCountryName: text('billing_country_name'),
  shippingSameAsBilling: yn('shipping_same_as_billing', 'Y'),
  shippingAddress1: text('shipping_address1'),
  shippingAddress2: text('shipping_address2'),
  shippingCity: text('shipping_city'),
  shippingUsState: text('shipping_us_state'),
  shippingUsZip: text('shipping_us_zip'),
  shippingTerritory: text('shipping_territory'),
  shippingPostalCode: text('shipping_postal_code'),
  shippingCountry: text('shipping_country'),
  shippingCountryName: text('shipping_country_name'),
}, (t) => [index('accounts_parent_idx').on(t.parentAccountId)]);

export const accountFeatures = pgTable('account_features', {
  accountFeatureId: serial('account_feature_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  featureKey: text('feature_key').notNull(),
  status: text('status').notNull(),
});

export const locations = pgTable('locations', {
  locationId: serial('location_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  locationName: text('location_name').notNull(),
  timezone: text('timezone').notNull().default('America/Los_Angeles'),
});

export const messageGroups = pgTable('message_groups', {
  messageGroupId: serial('message_group_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

export const phoneNumbers = pgTable('phone_numbers', {
  phoneNumberId: serial('phone_number_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  status: text('status').notNull().default('ACTIVE'),
  dlcVerified: yn('dlc_verified'),
  handling: text('handling').notNull().default('ANSWER'),
  forwardNumber: text('forward_number'),
  forwardToAgent: yn('forward_to_agent'),
});

export const recordings = pgTable('recordings', {
  recordingId: serial('recording_id').primaryKey(),
  accountId: integer('account_id').references(() => accounts.accountId, { onDelete: 'cascade' }),
  userId: integer('user_id'),
  name: text('name').notNull(),
  audioKey: text('audio_key').notNull(),
  duration: integer('duration').notNull().default(0),
  inDb: yn('in_db', 'Y'),
  onTwilio: yn('on_twilio'),
});

// ── Users, roles, sessions ─────────────────────────────────────────────────────────────────
export const users = pgTable('users', {
  userId: serial('user_id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  mobile: text('mobile'),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  displayName: text('display_name').notNull(),
  jobTitle: text('job_title'),
  accessPin: text('access_pin'),
  holdCalls: yn('hold_calls'),
  fullAccess: yn('full_access'),
  temporaryPassword: yn('temporary_password'),
  manualPasswordChange: yn('manual_password_change'),
  twoFactor: yn('two_factor'),
  greetingAudioKey: text('greeting_audio_key'),
  greetingDuration: integer('greeting_duration'),
  pushEndpoint: text('push_endpoint'),
  pushKey: text('push_key'),
  pushAuth: text('push_auth'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const userAccountRoles = pgTable(
  'user_account_roles',
  {
    userAccountRoleId: serial('user_account_role_id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.locationId, { onDelete: 'cascade' }),
    userRoleKey: text('user_role_key').notNull(),
  },
  (t) => [index('uar_user_idx').on(t.userId), index('uar_account_idx').on(t.accountId)],
);

export const userMessageGroups = pgTable('user_message_groups', {
  userMessageGroupId: serial('user_message_group_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  messageGroupId: integer('message_group_id')
    .notNull()
    .references(() => messageGroups.messageGroupId, { onDelete: 'cascade' }),
  userDefault: yn('user_default'),
}, (t) => [index('user_message_groups_user_idx').on(t.userId)]);

/** Phone numbers a user may call and text from (User.patchNumbers / assistPatchNumbers). */
export const userPatchNumbers = pgTable('user_patch_numbers', {
  userPatchNumberId: serial('user_patch_number_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  phoneNumberId: integer('phone_number_id')
    .notNull()
    .references(() => phoneNumbers.phoneNumberId, { onDelete: 'cascade' }),
  assist: yn('assist'),
}, (t) => [index('user_patch_numbers_user_idx').on(t.userId)]);

/** Support staff who may open agent sessions; not portal users. */
export const supportAgents = pgTable('support_agents', {
  supportAgentId: serial('support_agent_id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
});

/** Session keys are stored hashed (sha-256); the key itself only travels to the browser. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: serial('session_id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
    supportAgentId: integer('support_agent_id').references(() => supportAgents.supportAgentId),
    twoFactorSatisfied: yn('two_factor_satisfied'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_key_idx').on(t.keyHash)],
);

/** Long-lived "Stay Logged In?" keys (stored hashed), traded for sessions at POST /api/session. */
export const identityKeys = pgTable(
  'identity_keys',
  {
    identityKeyId: serial('identity_key_id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('identity_keys_key_idx').on(t.keyHash)],
);

export const passwordChangeKeys = pgTable('password_change_keys', {
  passwordChangeKeyId: serial('password_change_key_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** One-time codes: two-factor (5..6 digits), password reset (6 digits). */
export const verificationCodes = pgTable('verification_codes', {
  verificationCodeId: serial('verification_code_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  channel: text('channel').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Every action taken in an agent session (and other security events) with both identities. */
export const auditLog = pgTable('audit_log', {
  auditId: serial('audit_id').primaryKey(),
  at: ts('at').notNull().defaultNow(),
  userId: integer('user_id'),
  supportAgentId: integer('support_agent_id'),
  action: text('action').notNull(),
  method: text('method'),
  path: text('path'),
  status: integer('status'),
  detail: jsonb('detail'),
});

export const devices = pgTable('devices', {
  deviceId: serial('device_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  systemType: text('system_type').notNull(),
  description: text('description'),
  endpoint: text('endpoint'),
  clientKey: text('client_key'),
  clientAuth: text('client_auth'),
});

export const usageNotifications = pgTable('usage_notifications', {
  usageNotificationId: serial('usage_notification_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  currentUsage: integer('current_usage').notNull(),
  includedMinutes: integer('included_minutes').notNull(),
  acknowledgedAt: ts('acknowledged_at'),
}, (t) => [index('usage_notifications_user_idx').on(t.userId)]);

// ── Activity ───────────────────────────────────────────────────────────────────────────────
/** One row per delivery of an activity item to a user: flags are per delivery. */
export const messages = pgTable(
  'messages',
  {
    messageId: serial('message_id').primaryKey(),
    deliveryId: integer('delivery_id'),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.locationId, { onDelete: 'set null' }),
    messageGroupId: integer('message_group_id'),
    messageType: text('message_type').notNull(),
    chatId: integer('chat_id'),
    taskId: integer('task_id'),
    version: integer('version').notNull().default(1),
    caller: text('caller'),
    ani: text('ani'),
    dnis: text('dnis'),
    outcallNumber: text('outcall_number'),
    outcallSourceNumber: text('outcall_source_number'),
    combinedDisplayName: text('combined_display_name'),
    combinedMessageId: integer('combined_message_id'),
    fromCity: text('from_city'),
    fromState: text('from_state'),
    fromCountry: text('from_country'),
    taskUser: text('task_user'),
    sendingAgent: text('sending_agent'),
    sendingUser: text('sending_user'),
    taskAgent: text('task_agent'),
    taskStatus: text('task_status'),
    taskStartTime: ts('task_start_time'),
    taskEndTime: ts('task_end_time'),
    callLengthInSeconds: integer('call_length_in_seconds'),
    billableAgentMinutes: numeric('billable_agent_minutes', { precision: 8, scale: 2, mode: 'number' }),
    hasTaskAuditRecordId: yn('has_task_audit_record_id'),
    callTagName: text('call_tag_name'),
    contactDescription: text('contact_description'),
    taken: ts('taken').notNull(),
    lastMessageId: integer('last_message_id'),
    messageRead: ts('message_read'),
    archived: yn('archived'),
    followup: yn('followup'),
    urgent: yn('urgent'),
    textContent: text('text_content'),
    formContent: jsonb('form_content'),
    request: text('request'),
    recordingTranscription: text('recording_transcription'),
    recordingDuration: integer('recording_duration'),
    audioKey: text('audio_key'),
    callRecordingTranscription: jsonb('call_recording_transcription'),
  },
  (t) => [
    index('messages_user_taken_idx').on(t.userId, t.taken),
    index('messages_account_taken_idx').on(t.accountId, t.taken),
  ],
);

export const chats = pgTable(
  'chats',
  {
    chatId: serial('chat_id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    types: jsonb('types').$type<string[]>().notNull().default([]),
    created: ts('created').notNull(),
    ended: ts('ended'),
    visitorFullName: text('visitor_full_name'),
    visitorPhone: text('visitor_phone'),
    visitorEmail: text('visitor_email'),
    visitorLocation: text('visitor_location'),
    outcome: text('outcome'),
    actions: jsonb('actions').$type<string[]>().notNull().default([]),
    website: text('website'),
    agentFullName: text('agent_full_name'),
    chatDuration: integer('chat_duration'),
    read: yn('read'),
    archived: yn('archived'),
    followup: yn('followup'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('chats_account_created_idx').on(t.accountId, t.created)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    chatMessageId: serial('chat_message_id').primaryKey(),
    chatId: integer('chat_id').notNull().references(() => chats.chatId, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    message: text('message').notNull(),
    created: ts('created').notNull(),
  },
  // Every chat page reads its chats' lines by chat id.
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.created)],
);

export const smsTasks = pgTable('sms_tasks', {
  taskId: serial('task_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  phoneNumberId: integer('phone_number_id').references(() => phoneNumbers.phoneNumberId),
  ani: text('ani').notNull(),
  dnis: text('dnis').notNull(),
  smsDisplayName: text('sms_display_name'),
  taken: ts('taken').notNull(),
  lastMessage: ts('last_message'),
  unread: integer('unread').notNull().default(0),
  version: integer('version').notNull().default(1),
});

export const smsMessages = pgTable(
  'sms_messages',
  {
    messageId: serial('message_id').primaryKey(),
    taskId: integer('task_id').notNull().references(() => smsTasks.taskId, { onDelete: 'cascade' }),
    taken: ts('taken').notNull(),
    ani: text('ani').notNull(),
    dnis: text('dnis').notNull(),
    sendingUser: text('sending_user'),
    sendingUserId: integer('sending_user_id'),
    textContent: text('text_content'),
    formContent: jsonb('form_content'),
  },
  // Every messages page reads its SMS items' threads by task id.
  (t) => [index('sms_messages_task_idx').on(t.taskId, t.taken)],
);

export const reportFiles = pgTable('report_files', {
  reportFileId: serial('report_file_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  extended: yn('extended'),
  contentType: text('content_type').notNull().default('text/csv'),
  content: text('content').notNull().default(''),
  updateDate: ts('update_date').notNull(),
});

// ── Contacts, blocking, VIP ────────────────────────────────────────────────────────────────
export const contacts = pgTable('contacts', {
  contactId: serial('contact_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  isSelf: yn('is_self'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  title: text('title').notNull().default(''),
  business: text('business').notNull().default(''),
}, (t) => [index('contacts_user_idx').on(t.userId)]);

export const contactMethods = pgTable('contact_methods', {
  contactMethodId: serial('contact_method_id').primaryKey(),
  contactId: integer('contact_id').notNull().references(() => contacts.contactId, { onDelete: 'cascade' }),
  contactMethodType: text('contact_method_type').notNull(),
  phoneNumber: text('phone_number'),
  phoneExtension: text('phone_extension'),
  email: text('email'),
  address: text('address'),
  description: text('description'),
}, (t) => [index('contact_methods_contact_idx').on(t.contactId)]);

export const blockedNumbers = pgTable(
  'blocked_numbers',
  {
    entryId: serial('entry_id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    name: text('name'),
    company: text('company'),
  },
  (t) => [uniqueIndex('blocked_account_number_idx').on(t.accountId, t.phoneNumber)],
);

export const vipCallers = pgTable(
  'vip_callers',
  {
    vipCallerId: serial('vip_caller_id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company'),
    phoneNumber: text('phone_number').notNull(),
  },
  (t) => [uniqueIndex('vip_account_number_idx').on(t.accountId, t.phoneNumber)],
);

// ── Statuses ───────────────────────────────────────────────────────────────────────────────
export const statusLists = pgTable('status_lists', {
  statusListId: serial('status_list_id').primaryKey(),
  listType: text('list_type').notNull(),
  code: text('code').notNull(),
  text: text('text').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const statuses = pgTable('statuses', {
  statusId: serial('status_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  statusName: text('status_name'),
  takingCalls: yn('taking_calls'),
  saved: yn('saved'),
  durationCode: text('duration_code').notNull().default('DAY'),
  instructionCode: text('instruction_code').notNull().default('NONE'),
  messageCode: text('message_code').notNull().default('DEFAULT'),
  durationStatusListId: integer('duration_status_list_id'),
  instructionStatusListId: integer('instruction_status_list_id'),
  messageStatusListId: integer('message_status_list_id'),
  instructions: text('instructions'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('statuses_user_idx').on(t.userId)]);

export const statusSchedules = pgTable('status_schedules', {
  statusScheduleId: serial('status_schedule_id').primaryKey(),
  statusId: integer('status_id').notNull().references(() => statuses.statusId, { onDelete: 'cascade' }),
  startTime: ts('start_time'),
  endTime: ts('end_time'),
}, (t) => [index('status_schedules_status_idx').on(t.statusId)]);

export const statusExceptions = pgTable('status_exceptions', {
  statusExceptionId: serial('status_exception_id').primaryKey(),
  statusId: integer('status_id').notNull().references(() => statuses.statusId, { onDelete: 'cascade' }),
  exceptionName: text('exception_name').notNull(),
  disposition: text('disposition').notNull(),
});

export const statusContacts = pgTable('status_contacts', {
  statusContactId: serial('status_contact_id').primaryKey(),
  statusId: integer('status_id').notNull().references(() => statuses.statusId, { onDelete: 'cascade' }),
  contactMethod: text('contact_method').notNull().default('PHONE'),
  contactData: text('contact_data').notNull(),
  attemptOrder: integer('attempt_order').notNull(),
});

// ── Billing ────────────────────────────────────────────────────────────────────────────────
export const accountBundles = pgTable('account_bundles', {
  accountBundleId: serial('account_bundle_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  startDate: ts('start_date').notNull(),
  currencyCode: text('currency_code').notNull().default('USD'),
});

export const accountProducts = pgTable('account_products', {
  accountProductId: serial('account_product_id').primaryKey(),
  accountBundleId: integer('account_bundle_id')
    .notNull()
    .references(() => accountBundles.accountBundleId, { onDelete: 'cascade' }),
  bundleDescription: text('bundle_description').notNull(),
  plan: yn('plan'),
  usage: yn('usage'),
  addon: yn('addon'),
  unitPrice: money('unit_price').notNull(),
  originalUnitPrice: money('original_unit_price'),
  invoiceLine: text('invoice_line'),
  periodStart: ts('period_start'),
});

export const invoices = pgTable('invoices', {
  invoiceId: serial('invoice_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  invoiceNumber: text('invoice_number').notNull(),
  status: text('status').notNull(),
  invoiceDate: ts('invoice_date').notNull(),
  currencyCode: text('currency_code').notNull().default('USD'),
  amountDue: money('amount_due').notNull(),
  debit: money('debit').notNull(),
  creditForward: money('credit_forward').notNull().default(0),
  credits: money('credits').notNull().default(0),
  payments: money('payments').notNull().default(0),
  balance: money('balance').notNull(),
}, (t) => [index('invoices_account_idx').on(t.accountId)]);

export const invoiceLines = pgTable('invoice_lines', {
  invoiceLineId: serial('invoice_line_id').primaryKey(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.invoiceId, { onDelete: 'cascade' }),
  transactionId: text('transaction_id').notNull(),
  transactionType: text('transaction_type').notNull(),
  lineItemText: text('line_item_text').notNull(),
  invoiceQuantity: numeric('invoice_quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  unitPrice: money('unit_price').notNull(),
  periodStart: ts('period_start'),
  periodEnd: ts('period_end'),
  credit: money('credit').notNull().default(0),
  debit: money('debit').notNull().default(0),
});

export const paymentMethods = pgTable('payment_methods', {
  paymentMethodUid: text('payment_method_uid').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  brand: text('brand'),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  funding: text('funding'),
  bankAccountType: text('bank_account_type'),
  billingName: text('billing_name'),
  lastUsed: boolean('last_used').notNull().default(false),
});

export const payments = pgTable('payments', {
  paymentId: serial('payment_id').primaryKey(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.invoiceId, { onDelete: 'cascade' }),
  paymentMethodUid: text('payment_method_uid').notNull(),
  amount: money('amount').notNull(),
  surchargeAmount: money('surcharge_amount').notNull().default(0),
  surcharge: jsonb('surcharge'),
  userId: integer('user_id'),
  supportAgentId: integer('support_agent_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const quotes = pgTable('quotes', {
  quoteId: serial('quote_id').primaryKey(),
  token: text('token').notNull().unique(),
  status: text('status').notNull(),
  currency: text('currency').notNull().default('USD'),
  lineItems: jsonb('line_items').notNull(),
  amountTotal: money('amount_total').notNull(),
  expiresAt: ts('expires_at'),
});

// ── Reports, leads, integrations ───────────────────────────────────────────────────────────
export const leads = pgTable('leads', {
  leadId: serial('lead_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  chatId: integer('chat_id'),
  title: text('title').notNull(),
  webleadJson: jsonb('weblead_json').notNull(),
  messages: jsonb('messages').notNull(),
  created: ts('created').notNull(),
});

export const transferServices = pgTable('transfer_services', {
  transferServiceId: integer('transfer_service_id').primaryKey(),
  name: text('name').notNull(),
  transferKey: text('transfer_key').notNull(),
  pullService: yn('pull_service'),
});

export const transferLinks = pgTable('transfer_links', {
  transferLinkId: serial('transfer_link_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  transferServiceId: integer('transfer_service_id')
    .notNull()
    .references(() => transferServices.transferServiceId),
  settingUp: yn('setting_up'),
  attention: yn('attention'),
  message: text('message'),
  sent: integer('sent').notNull().default(0),
  queued: integer('queued').notNull().default(0),
  retry: integer('retry').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  parsedParametersJson: jsonb('parsed_parameters_json'),
  token: text('token'),
}, (t) => [index('transfer_links_user_idx').on(t.userId)]);

export const transferRules = pgTable('transfer_rules', {
  transferRuleId: serial('transfer_rule_id').primaryKey(),
  transferLinkId: integer('transfer_link_id')
    .notNull()
    .references(() => transferLinks.transferLinkId, { onDelete: 'cascade' }),
  accountId: integer('account_id'),
  phoneNumberId: integer('phone_number_id'),
  messageGroupId: integer('message_group_id'),
  messageCategoryId: integer('message_category_id'),
  matchAll: yn('match_all'),
  deny: yn('deny'),
});

export const transferDeliveries = pgTable('transfer_deliveries', {
  transferDeliveryId: serial('transfer_delivery_id').primaryKey(),
  transferLinkId: integer('transfer_link_id')
    .notNull()
    .references(() => transferLinks.transferLinkId, { onDelete: 'cascade' }),
  deliveryId: integer('delivery_id').notNull(),
  state: text('state').notNull().default('QUEUED'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

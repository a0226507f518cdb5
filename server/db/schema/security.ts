/** Sign-in and security: support agents, sessions, identity and password-change keys, one-time codes, audit log. */
import { integer, jsonb, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ts, yn } from './columns';
import { users } from './users';

/** Support staff who may open agent sessions; not portal users. */
export const supportAgents = pgTable('support_agents', {
  supportAgentId: serial('support_agent_id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
});

/**
 * The support console's sign-ins (its cookie holds the key; stored hashed): checked on every
 * console request, so signing out ends it on the server for every process on the database.
 */
export const supportSessions = pgTable(
  'support_sessions',
  {
    supportSessionId: serial('support_session_id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    supportAgentId: integer('support_agent_id')
      .notNull()
      .references(() => supportAgents.supportAgentId, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('support_sessions_key_idx').on(t.keyHash)],
);

/** Session keys are stored hashed (sha-256); the key itself only travels to the browser. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: serial('session_id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
    supportAgentId: integer('support_agent_id').references(() => supportAgents.supportAgentId),
    twoFactorSatisfied: yn('two_factor_satisfied'),
    /** The identity key this session came from (the login's, or the one traded at POST /api/session): logout revokes it too. */
    identityKeyId: integer('identity_key_id').references((): AnyPgColumn => identityKeys.identityKeyId, { onDelete: 'set null' }),
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
  /** Wrong entries so far; the code ends at the purpose's limit. */
  attempts: integer('attempts').notNull().default(0),
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

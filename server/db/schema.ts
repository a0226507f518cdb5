/**
 * The reference API's tables: every entity of both spec documents' §3, so later slices add
 * endpoints, not tables. One file per area under ./schema/; this module re-exports them all and
 * is what drizzle-kit (drizzle.config.ts) and every importer read.
 */
export * from './schema/accounts';
export * from './schema/users';
export * from './schema/security';
export * from './schema/activity';
export * from './schema/activity-report-files';
export * from './schema/contacts';
export * from './schema/blocked';
export * from './schema/vip';
export * from './schema/status';
export * from './schema/billing';
export * from './schema/integrations';
export * from './schema/outbox';
export * from './schema/settings';
export * from './schema/realtime';

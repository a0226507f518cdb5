/** Column helpers shared by the table files: timestamps, Y/N flags, money amounts. */
import { numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Timestamps use mode 'date' (the string mode returns Postgres text, not ISO; STACK.md). */
export const ts = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });
/** Y/N flags stay text ('Y' | 'N') because that is what the API speaks. */
export const yn = (name: string, fallback: 'Y' | 'N' = 'N') => text(name).notNull().default(fallback);
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

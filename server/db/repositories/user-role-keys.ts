import { sql } from 'drizzle-orm';
import { userAccountRoles, users } from '../schema';

/**
 * The user's distinct role keys as a column of a query on `users` (one subquery), so the
 * billing-only rule costs no query of its own: the session lookup and the login read it. Roles are
 * not edited through the portal; a change made elsewhere reaches a session at its next lookup (the
 * verified-session cache keeps an entry 10 s at most).
 *
 * The outer user is named with its table: in a query on `users` alone drizzle writes columns
 * unqualified, and a bare "user_id" here would be the roles table's own (every user's roles).
 */
export const userRoleKeysColumn = sql<string[] | null>`(select array_agg(distinct ${userAccountRoles.userRoleKey}) from ${userAccountRoles} where ${userAccountRoles.userId} = ${users}.${sql.identifier(users.userId.name)})`;

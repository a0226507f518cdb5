/** Records every request made in an agent session (billing-account §6, DESIGN §7). */
import type { MiddlewareHandler } from 'hono';
import { recordAudit } from '../db/repositories/audit';
import type { AppEnv } from './types';

export function auditAgentRequests(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let failed: unknown;
    try {
      await next();
    } catch (err) {
      failed = err;
      throw err;
    } finally {
      const session = c.get('session');
      if (session?.supportAgentId) {
        const status = failed ? ((failed as { status?: number }).status ?? 500) : c.res.status;
        await recordAudit(c.get('database').db, {
          action: 'agent_request',
          userId: session.userId,
          supportAgentId: session.supportAgentId,
          method: c.req.method,
          path: c.req.path,
          status,
        }).catch((err: unknown) => console.error('[server] audit write failed', err));
      }
    }
  };
}

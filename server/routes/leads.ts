/** Web leads (billing-account §7: GET /api/leads): the leads of an account where the user is GLOBALADMIN. */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import type { Lead } from '../../src/contract/leads';
import { listLeads } from '../db/repositories/leads';
import { requireAccountAccess } from '../http/authorize';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/types';
import { globalAdminOnly } from './reports';

const asRecord = (v: unknown): Lead['webleadJson'] => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const out: Lead['webleadJson'] = {};
  for (const [k, value] of Object.entries(v)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[k] = value as string | number | boolean | null;
  }
  return out;
};

export function leadsRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  registerEndpoint(api, endpoints.leads, async (c, input) => {
    await requireAccountAccess(c, input.accountId, globalAdminOnly);
    const rows = await listLeads(c.var.database.db, input.accountId);
    return rows.map((r) => ({
      leadId: r.leadId,
      accountId: r.accountId,
      title: r.title,
      created: new Date(r.created).toISOString(),
      messages: Array.isArray(r.messages) ? (r.messages as Lead['messages']) : [],
      webleadJson: asRecord(r.webleadJson),
    }));
  });
  return api;
}

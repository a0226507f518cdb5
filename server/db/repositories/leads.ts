/** Web leads (billing-account §3 "Web lead chat"): the leads an account's chats collected. */
import { desc, eq } from 'drizzle-orm';
import { LEADS_MAX } from '../../../src/contract/leads';
import type { Db } from '../client';
import * as s from '../schema';

export interface LeadRow {
  leadId: number;
  accountId: number;
  title: string;
  created: Date;
  messages: unknown;
  webleadJson: unknown;
}

/** The account's leads, newest first (at most LEADS_MAX). */
export async function listLeads(db: Db, accountId: number): Promise<LeadRow[]> {
  return db
    .select({
      leadId: s.leads.leadId,
      accountId: s.leads.accountId,
      title: s.leads.title,
      created: s.leads.created,
      messages: s.leads.messages,
      webleadJson: s.leads.webleadJson,
    })
    .from(s.leads)
    .where(eq(s.leads.accountId, accountId))
    .orderBy(desc(s.leads.created), desc(s.leads.leadId))
    .limit(LEADS_MAX);
}

/**
 * Billing calls (billing-account §7 Accounts and billing): invoices, the invoice PDF behind a
 * signed expiring address, the surcharge quote, paying with a stored method, payment methods,
 * autopay and the hosted add-method page. GLOBALADMIN and BILLING_ADMIN of the account only;
 * every change tells the account's users over /update.
 */
import { Hono, type Context } from 'hono';
import { INVOICE_PDF_TTL_MS } from '../../src/contract/billing';
import { expiredCardMessage, isMethodExpired } from '../../src/domain/billing/card-expiry';
import { endpoints } from '../../src/contract/endpoints';
import { findAccountRow, type AccountRow } from '../db/repositories/account';
import { findInvoice, invoiceLines, toInvoice } from '../db/repositories/billing';
import { deletePaymentMethodRow, listPaymentMethodRows, setAutopayMethod, toPaymentMethod } from '../db/repositories/billing-methods';
import { methodHasProcessingPayment } from '../db/repositories/billing-payments';
import { recordAudit } from '../db/repositories/audit';
import type { Db } from '../db/client';
import { requireAccountAccess } from '../http/authorize';
import { registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { portalRoot, requestOrigin } from '../http/urls';
import { openCheckout } from '../services/billing/checkout';
import { invoicePdf, signInvoicePdf, verifyInvoicePdf } from '../services/billing/invoice-pdf';
import { assertPaymentAmount, billingMessages, methodOrThrow, payInvoice, surchargeOf } from '../services/billing/payments';
import { processorOf } from '../services/billing/processor';
import { notifyAccount } from '../services/number-entries';

/** Who may see and change billing data (billing-account §6; issue 14). */
export const billingRoles = ['GLOBALADMIN', 'BILLING_ADMIN'] as const;
const billingOnly = { allow: billingRoles, message: 'Only a global or billing administrator of this account may use billing.' };

async function billingAccount(c: Context<AppEnv>, accountId: number): Promise<AccountRow> {
  await requireAccountAccess(c, accountId, billingOnly);
  const row = await findAccountRow(c.var.database.db, accountId);
  if (!row) throw new PortalHttpError(404, messages.notFound);
  return row;
}

export async function paymentMethodsOf(db: Db, accountId: number) {
  const [account, rows] = await Promise.all([findAccountRow(db, accountId), listPaymentMethodRows(db, accountId)]);
  const autopay = account?.autopayPaymentMethodUid ?? null;
  return {
    autopayPaymentMethodUid: autopay,
    lastUsedPaymentMethodUid: rows.find((r) => r.lastUsed)?.paymentMethodUid ?? null,
    paymentMethods: rows.map((r) => toPaymentMethod(r, autopay)),
  };
}

export function billingRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.invoice, async (c, _input, { params }) => {
    const account = await billingAccount(c, params.id);
    const db = c.var.database.db;
    const row = await findInvoice(db, account.accountId, params.invoiceId);
    if (!row) throw new PortalHttpError(404, messages.notFound);
    const expires = Date.now() + INVOICE_PDF_TTL_MS;
    const query = new URLSearchParams({ expires: String(expires), signature: signInvoicePdf(c.var.env.PORTAL_SECRET, account.accountId, row.invoiceId, expires) });
    const url = new URL(c.req.url);
    return {
      ...toInvoice(row),
      lines: await invoiceLines(db, row.invoiceId),
      pdfInvoiceUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}/pdf?${query}`,
    };
  });

  registerEndpoint(
    api,
    endpoints.invoicePdf,
    async (c, input, { params }) => {
      if (!verifyInvoicePdf(c.var.env.PORTAL_SECRET, params.id, params.invoiceId, input.expires, input.signature)) {
        throw new PortalHttpError(403, 'This download link is invalid or has expired.');
      }
      const db = c.var.database.db;
      const [account, row] = await Promise.all([findAccountRow(db, params.id), findInvoice(db, params.id, params.invoiceId)]);
      if (!account || !row) throw new PortalHttpError(404, messages.notFound);
      const pdf = await invoicePdf(toInvoice(row), await invoiceLines(db, row.invoiceId), account);
      const name = `Invoice ${row.invoiceNumber}.pdf`.replace(/["\\\r\n]/g, '_');
      return new Response(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
    { public: true },
  );

  registerEndpoint(api, endpoints.surcharge, async (c, input, { params }) => {
    const account = await billingAccount(c, params.id);
    assertPaymentAmount(input.amount);
    const db = c.var.database.db;
    const invoice = await findInvoice(db, account.accountId, input.invoiceId);
    if (!invoice) throw new PortalHttpError(404, messages.notFound);
    // A quote holds only for what could be paid (billing-account §5: up to the amount due).
    if (Math.round(input.amount * 100) > Math.round(invoice.balance * 100)) throw new PortalHttpError(409, billingMessages.aboveDue);
    const method = await methodOrThrow(db, account.accountId, input.paymentMethodUid);
    return surchargeOf(method, input.amount);
  });

  registerEndpoint(api, endpoints.payInvoice, async (c, input, { params, session }) => {
    const account = await billingAccount(c, params.id);
    const db = c.var.database.db;
    const { payment, invoice } = await payInvoice(db, processorOf(c), account, params.invoiceId, input, { userId: session.userId, supportAgentId: session.supportAgentId });
    await notifyAccount(db, c.var.hub, account.accountId);
    return { paymentId: payment.paymentId, status: payment.status, invoice: toInvoice(invoice) };
  });

  registerEndpoint(api, endpoints.paymentMethods, async (c, _input, { params }) => {
    const account = await billingAccount(c, params.id);
    return paymentMethodsOf(c.var.database.db, account.accountId);
  });

  registerEndpoint(api, endpoints.deletePaymentMethod, async (c, _input, { params, session }) => {
    const account = await billingAccount(c, params.id);
    const db = c.var.database.db;
    const method = await methodOrThrow(db, account.accountId, params.uid);
    if (await methodHasProcessingPayment(db, account.accountId, method.paymentMethodUid)) throw new PortalHttpError(409, billingMessages.methodBusy);
    const { outcome, autopayMovedTo, autopayBefore } = await deletePaymentMethodRow(db, account.accountId, method.paymentMethodUid);
    if (outcome === 'default') throw new PortalHttpError(409, billingMessages.defaultMethod);
    if (outcome === 'missing') throw new PortalHttpError(404, billingMessages.methodMissing);
    const who = { userId: session.userId, supportAgentId: session.supportAgentId };
    const path = `/api/accounts/${account.accountId}/paymentMethods`;
    await recordAudit(db, { action: 'billing.method.delete', ...who, method: 'DELETE', path, status: 200, detail: { accountId: account.accountId, methodUid: method.paymentMethodUid } });
    if (autopayMovedTo) {
      // Autopay's own method was already gone (removed at the processor): re-enabled with the first method.
      await recordAudit(db, { action: 'billing.autopay', ...who, method: 'DELETE', path, status: 200, detail: { accountId: account.accountId, from: autopayBefore, to: autopayMovedTo, reason: 'autopay method gone' } });
    }
    await notifyAccount(db, c.var.hub, account.accountId);
    return paymentMethodsOf(db, account.accountId);
  });

  registerEndpoint(api, endpoints.autopay, async (c, input, { params, session }) => {
    const account = await billingAccount(c, params.id);
    const db = c.var.database.db;
    const method = await methodOrThrow(db, account.accountId, input.paymentMethodUid);
    // Autopay would charge it: an expired card is refused here as it is for paying.
    if (isMethodExpired(method)) throw new PortalHttpError(409, expiredCardMessage);
    if (account.autopayPaymentMethodUid !== method.paymentMethodUid) {
      await setAutopayMethod(db, account.accountId, method.paymentMethodUid);
      await recordAudit(db, {
        action: 'billing.autopay',
        userId: session.userId,
        supportAgentId: session.supportAgentId,
        method: 'POST',
        path: `/api/accounts/${account.accountId}/autopay`,
        status: 200,
        detail: { accountId: account.accountId, from: account.autopayPaymentMethodUid, to: method.paymentMethodUid },
      });
      await notifyAccount(db, c.var.hub, account.accountId);
    }
    return paymentMethodsOf(db, account.accountId);
  });

  registerEndpoint(api, endpoints.stripeCheckout, async (c, input, { params, session }) => {
    const account = await billingAccount(c, params.id);
    const url = await openCheckout(c.var.database.db, processorOf(c), account, input.kind, { userId: session.userId, supportAgentId: session.supportAgentId }, {
      apiOrigin: requestOrigin(c),
      returnUrl: `${portalRoot(c, c.var.env)}billing?tab=2&account=${account.accountId}`,
    });
    return { url };
  });

  return api;
}


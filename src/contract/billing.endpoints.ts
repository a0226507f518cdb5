import {
  autopayRequestSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  invoiceDetailSchema,
  invoiceParams,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
  paymentMethodParams,
  paymentMethodsResponseSchema,
  signedInvoiceRequestSchema,
  surchargeRequestSchema,
  surchargeSchema,
} from './billing';
import { endpoint, idParams, noFields } from './endpoint';
import * as z from 'zod/mini';

/**
 * Billing calls (billing-account §7 Accounts and billing): GLOBALADMIN and BILLING_ADMIN of the
 * account only. The signed PDF address and the add-method pages are ours (paths not shown).
 */
export const billingEndpoints = {
  invoice: endpoint({ method: 'GET', path: '/api/accounts/{id}/invoices/{invoiceId}', params: invoiceParams, request: noFields, response: invoiceDetailSchema, openToBillingOnly: true }),
  payInvoice: endpoint({
    method: 'POST',
    path: '/api/accounts/{id}/invoices/{invoiceId}',
    params: invoiceParams,
    json: true,
    request: payInvoiceRequestSchema,
    response: payInvoiceResponseSchema,
    openToBillingOnly: true,
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/api/accounts/{id}/invoices/{invoiceId}/pdf',
    params: invoiceParams,
    request: signedInvoiceRequestSchema,
    response: z.unknown(),
  }),
  surcharge: endpoint({ method: 'POST', path: '/api/accounts/{id}/surcharge', params: idParams, request: surchargeRequestSchema, response: surchargeSchema, openToBillingOnly: true }),
  paymentMethods: endpoint({ method: 'GET', path: '/api/accounts/{id}/paymentMethods', params: idParams, request: noFields, response: paymentMethodsResponseSchema, openToBillingOnly: true }),
  deletePaymentMethod: endpoint({
    method: 'DELETE',
    path: '/api/accounts/{id}/paymentMethods/{uid}',
    params: paymentMethodParams,
    request: noFields,
    response: paymentMethodsResponseSchema,
    openToBillingOnly: true,
  }),
  autopay: endpoint({ method: 'POST', path: '/api/accounts/{id}/autopay', params: idParams, request: autopayRequestSchema, response: paymentMethodsResponseSchema, openToBillingOnly: true }),
  stripeCheckout: endpoint({ method: 'GET', path: '/api/accounts/{id}/stripeCheckout', params: idParams, request: checkoutRequestSchema, response: checkoutResponseSchema, openToBillingOnly: true }),
} as const;

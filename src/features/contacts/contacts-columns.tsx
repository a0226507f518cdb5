import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { Contact } from '@/contract/contacts';
import { formatUsDisplay } from '@/lib/phone';

/** Sorting only: search filters the data before it reaches the table. */
export const contactFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text },
});

export const firstPhone = (c: Contact): string =>
  c.contactMethods.find((m) => m.contactMethodType === 'PHONE' && m.phoneNumber)?.phoneNumber ?? '';
export const firstEmail = (c: Contact): string =>
  c.contactMethods.find((m) => m.contactMethodType === 'EMAIL' && m.email)?.email ?? '';

const helper = createColumnHelper<typeof contactFeatures, Contact>();

/** Header texts are i18n keys under contacts.columns (the table renders them). */
export const contactColumns = helper.columns([
  helper.accessor((c) => c.displayName, {
    id: 'name',
    header: 'name',
    sortFn: 'text',
  }),
  helper.accessor((c) => c.business, {
    id: 'business',
    header: 'business',
    sortFn: 'text',
  }),
  helper.accessor((c) => formatUsDisplay(firstPhone(c)), {
    id: 'phone',
    header: 'phone',
    sortFn: 'alphanumeric',
  }),
  helper.accessor((c) => firstEmail(c), {
    id: 'email',
    header: 'email',
    sortFn: 'text',
  }),
]);

export type ContactColumnId = 'name' | 'business' | 'phone' | 'email';

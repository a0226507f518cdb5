import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/billing.json';
import en from '@/locales/en/billing.json';

registerNamespace('billing', { en, 'en-GB': enGb });

import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/quote.json';
import en from '@/locales/en/quote.json';

registerNamespace('quote', { en, 'en-GB': enGb });

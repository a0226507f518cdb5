import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/leads.json';
import en from '@/locales/en/leads.json';

registerNamespace('leads', { en, 'en-GB': enGb });

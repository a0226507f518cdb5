import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/company.json';
import en from '@/locales/en/company.json';

registerNamespace('company', { en, 'en-GB': enGb });

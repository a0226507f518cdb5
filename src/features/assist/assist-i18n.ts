import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/assist.json';
import en from '@/locales/en/assist.json';

registerNamespace('assist', { en, 'en-GB': enGb });

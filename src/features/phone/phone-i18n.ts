import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/phone.json';
import en from '@/locales/en/phone.json';

registerNamespace('phone', { en, 'en-GB': enGb });

import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/account.json';
import en from '@/locales/en/account.json';

registerNamespace('account', { en, 'en-GB': enGb });

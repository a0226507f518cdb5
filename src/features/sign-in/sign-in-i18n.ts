import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/sign-in.json';
import en from '@/locales/en/sign-in.json';

registerNamespace('sign-in', { en, 'en-GB': enGb });

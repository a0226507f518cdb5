import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/settings.json';
import en from '@/locales/en/settings.json';

registerNamespace('settings', { en, 'en-GB': enGb });

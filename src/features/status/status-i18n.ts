import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/status.json';
import en from '@/locales/en/status.json';

registerNamespace('status', { en, 'en-GB': enGb });

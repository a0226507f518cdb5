import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/blocked.json';
import en from '@/locales/en/blocked.json';

registerNamespace('blocked', { en, 'en-GB': enGb });

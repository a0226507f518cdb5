import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/text.json';
import en from '@/locales/en/text.json';

registerNamespace('text', { en, 'en-GB': enGb });

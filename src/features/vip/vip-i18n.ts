import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/vip.json';
import en from '@/locales/en/vip.json';

registerNamespace('vip', { en, 'en-GB': enGb });

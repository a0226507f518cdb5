import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/dashboard.json';
import en from '@/locales/en/dashboard.json';

registerNamespace('dashboard', { en, 'en-GB': enGb });

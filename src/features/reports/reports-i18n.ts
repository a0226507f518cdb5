import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/reports.json';
import en from '@/locales/en/reports.json';

registerNamespace('reports', { en, 'en-GB': enGb });

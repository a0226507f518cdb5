import enGb from '@/locales/en-GB/activity.json';
import en from '@/locales/en/activity.json';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('activity', { en, 'en-GB': enGb });

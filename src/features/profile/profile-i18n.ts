import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/profile.json';
import en from '@/locales/en/profile.json';

registerNamespace('profile', { en, 'en-GB': enGb });

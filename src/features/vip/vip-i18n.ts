import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/contacts.json';
import en from '@/locales/en/contacts.json';

registerNamespace('contacts', { en, 'en-GB': enGb });

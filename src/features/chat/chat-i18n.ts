import enGb from '@/locales/en-GB/chat.json';
import en from '@/locales/en/chat.json';
import { registerNamespace } from '@/lib/i18n';

registerNamespace('chat', { en, 'en-GB': enGb });

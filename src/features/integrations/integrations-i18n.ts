import { registerNamespace } from '@/lib/i18n';
import enGb from '@/locales/en-GB/integrations.json';
import en from '@/locales/en/integrations.json';

registerNamespace('integrations', { en, 'en-GB': enGb });

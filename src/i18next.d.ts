import 'i18next';
import type enCommon from '@/locales/en/common.json';
import type enShell from '@/locales/en/shell.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof enCommon;
      shell: typeof enShell;
    };
  }
}

import 'i18next';
import type enCommon from '@/locales/en/common.json';
import type enShell from '@/locales/en/shell.json';
import type enStatus from '@/locales/en/status.json';
import type enDashboard from '@/locales/en/dashboard.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof enCommon;
      shell: typeof enShell;
      status: typeof enStatus;
      dashboard: typeof enDashboard;
    };
  }
}

import 'i18next';
import type enAccount from '@/locales/en/account.json';
import type enBilling from '@/locales/en/billing.json';
import type enCompany from '@/locales/en/company.json';
import type enSettings from '@/locales/en/settings.json';
import type enActivity from '@/locales/en/activity.json';
import type enBlocked from '@/locales/en/blocked.json';
import type enChat from '@/locales/en/chat.json';
import type enCommon from '@/locales/en/common.json';
import type enContacts from '@/locales/en/contacts.json';
import type enShell from '@/locales/en/shell.json';
import type enStatus from '@/locales/en/status.json';
import type enVip from '@/locales/en/vip.json';
import type enDashboard from '@/locales/en/dashboard.json';
import type enQuote from '@/locales/en/quote.json';
import type enSignIn from '@/locales/en/sign-in.json';
import type enProfile from '@/locales/en/profile.json';
import type enLeads from '@/locales/en/leads.json';
import type enReports from '@/locales/en/reports.json';
import type enIntegrations from '@/locales/en/integrations.json';
import type enText from '@/locales/en/text.json';
import type enPhone from '@/locales/en/phone.json';
import type enAssist from '@/locales/en/assist.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof enAccount;
      billing: typeof enBilling;
      company: typeof enCompany;
      settings: typeof enSettings;
      activity: typeof enActivity;
      blocked: typeof enBlocked;
      chat: typeof enChat;
      common: typeof enCommon;
      contacts: typeof enContacts;
      shell: typeof enShell;
      status: typeof enStatus;
      dashboard: typeof enDashboard;
      quote: typeof enQuote;
      'sign-in': typeof enSignIn;
      leads: typeof enLeads;
      reports: typeof enReports;
      integrations: typeof enIntegrations;
      text: typeof enText;
      phone: typeof enPhone;
      assist: typeof enAssist;
      vip: typeof enVip;
      profile: typeof enProfile;
    };
  }
}

import {
  canSeeBilling,
  canSeeBlocked,
  canSeeCompanySettings,
  canSeeSettings,
  canSeeInsights,
  canSeeIntegrations,
  canSeeText,
  canSeeVip,
  hasChatService,
  isBillingOnly,
  type RoleUser,
} from './roles';

export type MenuIcon =
  | 'dashboard'
  | 'activity'
  | 'chat'
  | 'text'
  | 'status'
  | 'contacts'
  | 'vip'
  | 'account'
  | 'billing'
  | 'company'
  | 'settings'
  | 'blocked'
  | 'insights'
  | 'integrations';

/** Keys in the `shell` namespace. */
export type MenuLabelKey = `menu.${MenuIcon}`;

export interface MenuItem {
  to: string;
  labelKey: MenuLabelKey;
  icon: MenuIcon;
}

const item = (to: string, icon: MenuIcon): MenuItem => ({ to, icon, labelKey: `menu.${icon}` });

/** The side menu (core §2): per-user checks for chat, text and VIP; billing-only users get Billing and Account. */
export function mainMenu(user: RoleUser): MenuItem[] {
  if (isBillingOnly(user)) return [item('/billing', 'billing'), item('/profile', 'account')];
  const items: (MenuItem | false)[] = [
    item('/', 'dashboard'),
    item('/activity', 'activity'),
    hasChatService(user) && item('/chat-activity', 'chat'),
    canSeeText(user) && item('/text-activity', 'text'),
    item('/status', 'status'),
    item('/contacts', 'contacts'),
    canSeeVip(user) && item('/vip', 'vip'),
    item('/profile', 'account'),
  ];
  return items.filter((entry): entry is MenuItem => entry !== false);
}

/** The secondary list shown on the account pages (billing-account §2). */
export function secondaryMenu(user: RoleUser): MenuItem[] {
  const items: (MenuItem | false)[] = [
    canSeeCompanySettings(user) && item('/company', 'company'),
    canSeeSettings(user) && item('/settings', 'settings'),
    canSeeBlocked(user) && item('/blocked', 'blocked'),
    canSeeInsights(user) && item('/reports', 'insights'),
    canSeeBilling(user) && item('/billing', 'billing'),
    canSeeIntegrations(user) && item('/integrations', 'integrations'),
  ];
  return items.filter((entry): entry is MenuItem => entry !== false);
}

/** Paths whose pages show the secondary list. */
export const secondaryMenuPaths = ['/profile', '/account', '/company', '/settings', '/blocked', '/reports', '/billing', '/integrations'] as const;

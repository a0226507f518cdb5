import { describe, expect, it } from 'vitest';
import { demoRoleUsers as d } from '@/testing/user-fixtures';
import { mainMenu, secondaryMenu } from './menu';

const paths = (items: { to: string }[]) => items.map((i) => i.to);

describe('mainMenu', () => {
  it('global admin sees every item', () => {
    expect(paths(mainMenu(d.globalAdmin))).toEqual([
      '/', '/activity', '/chat-activity', '/text-activity', '/status', '/contacts', '/vip', '/profile',
    ]);
  });
  it('per-user checks for chat, text and VIP', () => {
    expect(paths(mainMenu(d.user))).toEqual(['/', '/activity', '/chat-activity', '/status', '/contacts', '/vip', '/profile']);
    expect(paths(mainMenu(d.noChat))).not.toContain('/chat-activity');
    expect(paths(mainMenu(d.userSms))).toContain('/text-activity');
    expect(paths(mainMenu(d.guest))).toEqual(['/', '/activity', '/chat-activity', '/status', '/contacts', '/profile']);
  });
  it('billing-only users get Billing and Account', () => {
    expect(mainMenu(d.billingAdmin)).toEqual([
      { to: '/billing', icon: 'billing', labelKey: 'menu.billing' },
      { to: '/profile', icon: 'account', labelKey: 'menu.account' },
    ]);
  });
  it('labels are shell keys named after the icon', () => {
    for (const item of mainMenu(d.globalAdmin)) expect(item.labelKey).toBe(`menu.${item.icon}`);
  });
});

describe('secondaryMenu', () => {
  it('global admin sees the whole list', () => {
    expect(paths(secondaryMenu(d.globalAdmin))).toEqual(['/company', '/settings', '/blocked', '/reports', '/billing', '/integrations']);
  });
  it('hides Insights and Billing for partners and plain users', () => {
    expect(paths(secondaryMenu(d.partner))).toEqual(['/company', '/settings', '/blocked']);
    expect(paths(secondaryMenu(d.user))).toEqual(['/company', '/settings', '/blocked']);
  });
  it('guests lose Blocked Contacts and Settings (whose page they may not use); billing admins keep only Billing', () => {
    expect(paths(secondaryMenu(d.guest))).toEqual(['/company']);
    expect(paths(secondaryMenu(d.billingAdmin))).toEqual(['/billing']);
  });
});

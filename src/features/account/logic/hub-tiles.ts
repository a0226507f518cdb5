import { canSeeCompanySettings, canSeeHubBillingTiles, canSeeIntegrations, canSeeSettings, type RoleUser } from '@/lib/roles';

export type HubTile = 'company' | 'settings' | 'insights' | 'billing' | 'integrations';

export const hubTilePaths: Record<HubTile, string> = {
  company: '/company',
  settings: '/settings',
  insights: '/reports',
  billing: '/billing',
  integrations: '/integrations',
};

/**
 * The account hub's tiles (billing-account §2 Account hub, §6): Company and Settings hidden for
 * BILLING_ADMIN; Insights and Billing only for GLOBALADMIN without a partner or billing role;
 * Integrations for GLOBALADMIN or GRASSHOPPERGLOBAL, not BILLING_ADMIN.
 */
export function hubTiles(user: RoleUser): HubTile[] {
  const tiles: (HubTile | false)[] = [
    canSeeCompanySettings(user) && 'company',
    canSeeSettings(user) && 'settings',
    canSeeHubBillingTiles(user) && 'insights',
    canSeeHubBillingTiles(user) && 'billing',
    canSeeIntegrations(user) && 'integrations',
  ];
  return tiles.filter((tile): tile is HubTile => tile !== false);
}

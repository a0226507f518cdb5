import type { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { accountRoutes } from './account';
import { activityRoutes } from './activity';
import { activityExportRoutes } from './activity-export';
import { activityMediaRoutes } from './activity-media';
import { activityReportFilesRoutes } from './activity-report-files';
import { billingRoutes } from './billing';
import { assistRoutes } from './assist';
import { blockedRoutes } from './blocked';
import { contactsRoutes } from './contacts';
import { integrationsRoutes } from './integrations';
import { profileRoutes } from './profile';
import { pushRoutes } from './push';
import { quoteRoutes } from './quote';
import { signInRoutes } from './sign-in';
import { signInGateRoutes } from './sign-in-gate';
import type { SignInLimits } from './sign-in-limits';
import { leadsRoutes } from './leads';
import { phoneRoutes } from './phone';
import { textRoutes } from './text';
import { reportsRoutes } from './reports';
import { sessionSwitchesRoutes } from './session-switches';
import { settingsRoutes } from './settings';
import { statusRoutes } from './status';
import { vipRoutes } from './vip';

/**
 * The API area routers of the feature slices (one module per area under server/routes,
 * each registering its endpoints from src/contract with `registerEndpoint`). createApp mounts
 * them under /portalApi; add an area here when its slice lands.
 */
export function apiAreaRoutes(deps: { signInLimits: SignInLimits }): Hono<AppEnv>[] {
  return [
    signInRoutes(deps.signInLimits),
    signInGateRoutes(deps.signInLimits),
    profileRoutes(deps.signInLimits),
    quoteRoutes(),
    blockedRoutes(),
    vipRoutes(),
    contactsRoutes(),
    activityRoutes(),
    activityExportRoutes(),
    activityReportFilesRoutes(),
    activityMediaRoutes(),
    sessionSwitchesRoutes(),
    pushRoutes(),
    statusRoutes(),
    accountRoutes(),
    billingRoutes(),
    settingsRoutes(),
    reportsRoutes(),
    leadsRoutes(),
    integrationsRoutes(deps.signInLimits),
    textRoutes(),
    phoneRoutes(),
    assistRoutes(),
  ];
}

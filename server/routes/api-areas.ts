import type { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { activityRoutes } from './activity';
import { activityExportRoutes } from './activity-export';
import { activityMediaRoutes } from './activity-media';
import { activityReportFilesRoutes } from './activity-report-files';
import { blockedRoutes } from './blocked';
import { contactsRoutes } from './contacts';
import { leadsRoutes } from './leads';
import { pushRoutes } from './push';
import { reportsRoutes } from './reports';
import { sessionSwitchesRoutes } from './session-switches';
import { statusRoutes } from './status';
import { vipRoutes } from './vip';

/**
 * The API area routers of the feature slices (one module per area under server/routes,
 * each registering its endpoints from src/contract with `registerEndpoint`). createApp mounts
 * them under /portalApi; add an area here when its slice lands.
 */
export function apiAreaRoutes(): Hono<AppEnv>[] {
  return [
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
    reportsRoutes(),
    leadsRoutes(),
  ];
}

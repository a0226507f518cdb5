import type { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { blockingRoutes } from './blocking';
import { contactsRoutes } from './contacts';
import { activityMediaRoutes } from './activity-media';
import { sessionSwitchesRoutes } from './session-switches';
import { activityRoutes } from './activity';
import { activityExportRoutes } from './activity-export';
import { pushRoutes } from './push';
import { activityReportFilesRoutes } from './activity-report-files';
import { statusRoutes } from './status';

/**
 * The API area routers of the feature slices (one module per area under server/routes,
 * each registering its endpoints from src/contract with `registerEndpoint`). createApp mounts
 * them under /portalApi; add an area here when its slice lands.
 */
export function apiAreaRoutes(): Hono<AppEnv>[] {
  return [blockingRoutes(), contactsRoutes(), activityRoutes(), activityExportRoutes(), activityReportFilesRoutes(), activityMediaRoutes(), sessionSwitchesRoutes(), pushRoutes(), statusRoutes()];
}

import type { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { blockingRoutes } from './blocking';
import { contactsRoutes } from './contacts';
import { mediaRoutes } from './media';
import { meRoutes } from './me';
import { messagesRoutes } from './messages';
import { messagesExportRoutes } from './messages-export';
import { profileRoutes } from './profile';
import { pushRoutes } from './push';
import { quoteRoutes } from './quote';
import { reportFilesRoutes } from './report-files';
import { signInRoutes } from './sign-in';
import { signInGateRoutes } from './sign-in-gate';
import type { SignInLimits } from './sign-in-limits';
import { statusesRoutes } from './statuses';

/**
 * The API area routers of the feature slices (one module per area under server/routes,
 * each registering its endpoints from src/contract with `registerEndpoint`). createApp mounts
 * them under /portalApi; add an area here when its slice lands.
 */
export function apiAreaRoutes(deps: { signInLimits: SignInLimits }): Hono<AppEnv>[] {
  return [signInRoutes(deps.signInLimits), signInGateRoutes(deps.signInLimits), profileRoutes(deps.signInLimits), quoteRoutes(), blockingRoutes(), contactsRoutes(), messagesRoutes(), messagesExportRoutes(), reportFilesRoutes(), mediaRoutes(), meRoutes(), pushRoutes(), statusesRoutes()];
}

/**
 * Integrations (billing-account §4 Transfer links, §7 Integrations): the user's transfer links,
 * their rules, transfers by hand, back fill, link verification and Clio contact import. Links
 * belong to one user: another user's link id is a 404. Only GLOBALADMIN or GRASSHOPPERGLOBAL
 * users may call any of it (services/integrations/integrations-access.ts).
 */
import { Hono, type Context } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { integrationsMessages } from '../../src/contract/integrations';
import { CONTACT_IMPORT_TRANSFER_KEY, linkSetup, needsVerification, WEBHOOK_TRANSFER_KEYS } from '../../src/domain/integrations/link-setup';
import {
  deleteLink,
  deleteRule,
  deleteRules,
  findLinkOfUser,
  findService,
  insertLink,
  listLinksOfUser,
  listServices,
  ruleTargets,
  setLinkParameters,
  type StoredLink,
} from '../db/repositories/integrations';
import { importContacts } from '../db/repositories/integrations-contacts';
import { enqueueDeliveries, findActivityOfUser } from '../db/repositories/integrations-deliveries';
import { registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { refuseWhenBlocked, signInLimitTexts, type SignInLimits } from './sign-in-limits';
import { clioContactSource } from '../services/integrations/clio-contacts';
import { nudgeDeliveries } from '../services/integrations/delivery-worker';
import { backfillLink } from '../services/integrations/enqueue';
import { requireIntegrationsAccess } from '../services/integrations/integrations-access';
import { destinationOf, requireVerifiedCode, sendVerificationCode } from '../services/integrations/link-verification';
import { addRules } from '../services/integrations/rule-edits';
import { webhookAddress } from '../services/integrations/webhook-address';
import { isProduction } from '../env';
import { notifierOf } from '../services/outbox/notifier';

/** The wire form of a stored link (no owner, no token). */
const wire = ({ userId: _u, token: _t, ...link }: StoredLink) => link;

async function ownLink(c: Context<AppEnv>, userId: number, transferLinkId: number): Promise<StoredLink> {
  const link = await findLinkOfUser(c.var.database.db, userId, transferLinkId);
  if (!link) throw new PortalHttpError(404, messages.notFound);
  return link;
}

async function authorisedLink(c: Context<AppEnv>, userId: number, transferLinkId: number): Promise<StoredLink> {
  const link = await ownLink(c, userId, transferLinkId);
  if (link.settingUp === 'Y') throw new PortalHttpError(409, integrationsMessages.notAuthorized);
  return link;
}

/** The user's open pages re-read their links (the session payload lists them too). */
const changed = (c: Context<AppEnv>, userId: number) => c.var.hub.notifyUsers([userId], ['user']);

export function integrationsRoutes(limits: SignInLimits): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.transferServices, async (c) => {
    await requireIntegrationsAccess(c);
    return listServices(c.var.database.db);
  });

  registerEndpoint(api, endpoints.transferLinks, async (c) => {
    const access = await requireIntegrationsAccess(c);
    const db = c.var.database.db;
    const [links, targets] = await Promise.all([listLinksOfUser(db, access.userId), ruleTargets(db, access.accountIds, access.globalAdminIds)]);
    return { links: links.map(wire), ruleTargets: targets };
  });

  registerEndpoint(api, endpoints.verifyTransferLink, async (c, input) => {
    const access = await requireIntegrationsAccess(c);
    const destination = destinationOf(input);
    const user = String(access.userId);
    refuseWhenBlocked([[limits.linkCodeSendPerUser, user], [limits.linkCodeSendPerDestination, destination.to]], signInLimitTexts.tooManySends);
    limits.linkCodeSendPerUser.hit(user);
    limits.linkCodeSendPerDestination.hit(destination.to);
    await sendVerificationCode(c.var.database.db, notifierOf(c), access.userId, destination);
    return { ok: true as const };
  });

  registerEndpoint(api, endpoints.createTransferLink, async (c, input) => {
    const access = await requireIntegrationsAccess(c);
    const db = c.var.database.db;
    const service = await findService(db, input.transferServiceId);
    if (!service) throw new PortalHttpError(404, messages.notFound);
    const setup = linkSetup(service);
    const parameters: Record<string, string> = {};
    let token: string | null = null;
    if (needsVerification(setup)) {
      const destination = destinationOf(setup === 'sms' ? { phone: input.phone } : { email: input.email });
      await requireVerifiedCode(db, access.userId, destination, input.code);
      parameters[destination.channel === 'email' ? 'email' : 'phone'] = destination.to;
      if (setup === 'emailApiKey') token = input.apiKey || null;
    } else if (setup === 'token') {
      if (!input.token) throw new PortalHttpError(400, integrationsMessages.tokenRequired);
      token = input.token;
    }
    if (input.webhookUrl) {
      if (!WEBHOOK_TRANSFER_KEYS.includes(service.transferKey)) throw new PortalHttpError(400, integrationsMessages.notWebhook);
      parameters['webhookUrl'] = webhookAddress(input.webhookUrl, isProduction(c.var.env));
    }
    const id = await insertLink(db, { userId: access.userId, transferServiceId: service.transferServiceId, settingUp: setup === 'external' ? 'Y' : 'N', token, parameters });
    await changed(c, access.userId);
    return wire((await findLinkOfUser(db, access.userId, id))!);
  });

  registerEndpoint(api, endpoints.updateTransferLink, async (c, input, { params }) => {
    const access = await requireIntegrationsAccess(c);
    const link = await ownLink(c, access.userId, params.id);
    if (input.webhookUrl !== undefined) {
      if (!WEBHOOK_TRANSFER_KEYS.includes(link.transferKey)) throw new PortalHttpError(400, integrationsMessages.notWebhook);
      const { webhookUrl: _old, ...rest } = link.parsedParametersJson ?? {};
      const next: Record<string, string> = Object.fromEntries(Object.entries(rest).filter((e): e is [string, string] => typeof e[1] === 'string'));
      if (input.webhookUrl) next['webhookUrl'] = webhookAddress(input.webhookUrl, isProduction(c.var.env));
      await setLinkParameters(c.var.database.db, link.transferLinkId, next);
      await changed(c, access.userId);
    }
    return wire((await findLinkOfUser(c.var.database.db, access.userId, link.transferLinkId))!);
  });

  registerEndpoint(api, endpoints.deleteTransferLink, async (c, _input, { params }) => {
    const access = await requireIntegrationsAccess(c);
    if (!(await deleteLink(c.var.database.db, access.userId, params.id))) throw new PortalHttpError(404, messages.notFound);
    await changed(c, access.userId);
    return { ok: true as const };
  });

  registerEndpoint(api, endpoints.addTransferRules, async (c, input, { params }) => {
    const access = await requireIntegrationsAccess(c);
    const link = await ownLink(c, access.userId, params.id);
    await addRules(c.var.database.db, access, link, input);
    await changed(c, access.userId);
    return wire((await findLinkOfUser(c.var.database.db, access.userId, link.transferLinkId))!);
  });

  registerEndpoint(api, endpoints.deleteTransferRules, async (c, _input, { params }) => {
    const access = await requireIntegrationsAccess(c);
    const link = await ownLink(c, access.userId, params.id);
    await deleteRules(c.var.database.db, link.transferLinkId);
    await changed(c, access.userId);
    return wire((await findLinkOfUser(c.var.database.db, access.userId, link.transferLinkId))!);
  });

  registerEndpoint(api, endpoints.deleteTransferRule, async (c, _input, { params }) => {
    const access = await requireIntegrationsAccess(c);
    const link = await ownLink(c, access.userId, params.id);
    if (!(await deleteRule(c.var.database.db, link.transferLinkId, params.ruleId))) throw new PortalHttpError(404, messages.notFound);
    await changed(c, access.userId);
    return wire((await findLinkOfUser(c.var.database.db, access.userId, link.transferLinkId))!);
  });

  registerEndpoint(api, endpoints.transferActivity, async (c, input, { params }) => {
    const access = await requireIntegrationsAccess(c);
    const db = c.var.database.db;
    const link = await authorisedLink(c, access.userId, params.id);
    const activity = await findActivityOfUser(db, access.userId, input.deliveryId);
    if (!activity) throw new PortalHttpError(404, integrationsMessages.noSuchActivity);
    const deliveriesQueued = await enqueueDeliveries(db, link.transferLinkId, [activity.deliveryId], 'manual');
    nudgeDeliveries(c.var.database);
    await changed(c, access.userId);
    return { deliveriesQueued, link: wire((await findLinkOfUser(db, access.userId, link.transferLinkId))!) };
  });

  registerEndpoint(api, endpoints.backfillTransfers, async (c, input, { params }) => {
    const access = await requireIntegrationsAccess(c);
    const link = await authorisedLink(c, access.userId, params.id);
    const deliveriesQueued = await backfillLink(c.var.database, link, input.daysBack);
    await changed(c, access.userId);
    return { deliveriesQueued };
  });

  registerEndpoint(api, endpoints.importContacts, async (c, _input, { params }) => {
    const access = await requireIntegrationsAccess(c);
    const link = await ownLink(c, access.userId, params.id);
    if (link.transferKey !== CONTACT_IMPORT_TRANSFER_KEY) throw new PortalHttpError(400, integrationsMessages.notClio);
    if (link.settingUp === 'Y') throw new PortalHttpError(409, integrationsMessages.notAuthorized);
    let list;
    try {
      list = await clioContactSource(c.var.env.PORTAL_CLIO_API_URL).contacts(link.token);
    } catch (error) {
      throw new PortalHttpError(502, error instanceof Error ? error.message : 'Clio could not be reached.');
    }
    const result = await importContacts(c.var.database.db, access.userId, list);
    await c.var.hub.notifyUsers([access.userId], ['contacts', 'user']);
    return result;
  });

  return api;
}

import { callEndpoint } from '@/api/http/portal-client';
import { isPortalError } from '@/api/http/portal-error';
import type { DeviceRequest } from '@/contract/push';
import '@/contract/push.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** GET /api/publicKey/webApi: the key browsers subscribe with. */
export async function fetchPushPublicKey(): Promise<string> {
  return (await callEndpoint('pushPublicKey', {})).publicKey;
}

/**
 * POST /api/devices. A 403 is ignored (spec core §7: "A 403 on the push-subscription update is
 * ignored"; agent sessions get it). Resolves whether the device was stored.
 */
export async function registerPushDevice(device: DeviceRequest): Promise<boolean> {
  try {
    await callEndpoint('registerDevice', device);
    return true;
  } catch (error) {
    if (isPortalError(error) && error.status === 403) return false;
    throw error;
  }
}

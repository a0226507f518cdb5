/** WEBPUSH devices (core §4 Push): one row per (user, endpoint), the newest also on the user. */
import { and, eq } from 'drizzle-orm';
import type { DeviceRequest } from '../../../src/contract/push';
import type { Db } from '../client';
import { devices, users } from '../schema';

/** A browser re-posts its subscription at every login: update its row instead of adding one. */
export async function saveDevice(db: Db, userId: number, input: DeviceRequest): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ deviceId: devices.deviceId })
      .from(devices)
      .where(and(eq(devices.userId, userId), eq(devices.endpoint, input.endpoint)))
      .limit(1);
    let deviceId: number;
    if (existing) {
      await tx.update(devices).set(input).where(eq(devices.deviceId, existing.deviceId));
      deviceId = existing.deviceId;
    } else {
      const [row] = await tx.insert(devices).values({ userId, ...input }).returning({ deviceId: devices.deviceId });
      deviceId = row!.deviceId;
    }
    await tx
      .update(users)
      .set({ pushEndpoint: input.endpoint, pushKey: input.clientKey, pushAuth: input.clientAuth })
      .where(eq(users.userId, userId));
    return deviceId;
  });
}

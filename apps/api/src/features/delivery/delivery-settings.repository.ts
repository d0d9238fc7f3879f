import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deliverySettings } from '../../db/schema.ts';

/** The owner's delivery promise: one row, or the defaults until the owner saves theirs. */
export function deliverySettingsRepository(db: Database) {
  // Read by every checkout and delivery check: prepared once.
  const settings = db.select().from(deliverySettings).where(eq(deliverySettings.id, 1)).prepare('delivery_settings_read');
  return {
    async read(): Promise<DeliverySettings> {
      const [row] = await settings.execute();
      if (!row) return DEFAULT_DELIVERY_SETTINGS;
      return {
        shopPincode: row.shopPincode,
        processingDays: row.processingDays,
        transit: {
          sameDistrict: { minDays: row.sameDistrictMinDays, maxDays: row.sameDistrictMaxDays },
          tamilNadu: { minDays: row.tamilNaduMinDays, maxDays: row.tamilNaduMaxDays },
          south: { minDays: row.southMinDays, maxDays: row.southMaxDays },
          rest: { minDays: row.restMinDays, maxDays: row.restMaxDays },
          far: { minDays: row.farMinDays, maxDays: row.farMaxDays },
        },
        unservedPincodes: row.unservedPincodes,
      };
    },

    async write(settings: DeliverySettings): Promise<void> {
      const { transit } = settings;
      const values = {
        shopPincode: settings.shopPincode,
        processingDays: settings.processingDays,
        sameDistrictMinDays: transit.sameDistrict.minDays,
        sameDistrictMaxDays: transit.sameDistrict.maxDays,
        tamilNaduMinDays: transit.tamilNadu.minDays,
        tamilNaduMaxDays: transit.tamilNadu.maxDays,
        southMinDays: transit.south.minDays,
        southMaxDays: transit.south.maxDays,
        restMinDays: transit.rest.minDays,
        restMaxDays: transit.rest.maxDays,
        farMinDays: transit.far.minDays,
        farMaxDays: transit.far.maxDays,
        unservedPincodes: [...settings.unservedPincodes],
        updatedAt: sql`now()`,
      };
      await db
        .insert(deliverySettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: deliverySettings.id, set: values });
    },
  };
}
export type DeliverySettingsRepository = ReturnType<typeof deliverySettingsRepository>;

import type { CodRules } from '@handloom/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shopSettings } from '../../db/schema.ts';

/** The owner's cash-on-delivery rules: one row (migration 0005 creates it, the demo seed turns COD on). */
export function codSettingsRepository(db: Database) {
  // Read by every quote: prepared once, and only the columns it needs.
  const rules = db
    .select({
      codEnabled: shopSettings.codEnabled,
      codFeePaise: shopSettings.codFeePaise,
      codMinPaise: shopSettings.codMinPaise,
      codMaxPaise: shopSettings.codMaxPaise,
      codRefusedPincodes: shopSettings.codRefusedPincodes,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .prepare('cod_settings_read');
  return {
    async read(): Promise<CodRules> {
      const [row] = await rules.execute();
      if (!row) return { enabled: false, feePaise: 0, minPaise: 0, maxPaise: 0, refusedPincodes: [] };
      return {
        enabled: row.codEnabled,
        feePaise: row.codFeePaise,
        minPaise: row.codMinPaise,
        maxPaise: row.codMaxPaise,
        refusedPincodes: row.codRefusedPincodes,
      };
    },

    async write(rules: CodRules): Promise<void> {
      const values = {
        codEnabled: rules.enabled,
        codFeePaise: rules.feePaise,
        codMinPaise: rules.minPaise,
        codMaxPaise: rules.maxPaise,
        codRefusedPincodes: [...rules.refusedPincodes],
        updatedAt: sql`now()`,
      };
      await db
        .insert(shopSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: shopSettings.id, set: values });
    },
  };
}
export type CodSettingsRepository = ReturnType<typeof codSettingsRepository>;

import { z } from 'zod';

// Alerts to the owner: an email to CONTACT_EMAIL for each placed order and
// each sale that leaves a product low, or one digest a day (the owner's choice,
// kept in the database).

export const OWNER_ALERT_MODES = ['each', 'daily_digest'] as const;
export type OwnerAlertMode = (typeof OWNER_ALERT_MODES)[number];

/** The morning hour (India time) from which the day's digest goes out. */
export const DIGEST_HOUR_IST = 8;
export const MAX_LOW_STOCK_THRESHOLD = 10_000;

export const OwnerAlertSettingsSchema = z.object({
  mode: z.enum(OWNER_ALERT_MODES),
  lowStockThreshold: z.number().int(),
});
export type OwnerAlertSettings = z.infer<typeof OwnerAlertSettingsSchema>;

/** The Alerts tab's messages (the owner's form, checked in the browser and on the server). */
export const ownerAlertSettingsMessages = {
  modeInvalid: 'Choose when to email: at once, or once a day',
  thresholdMissing: 'Enter a number of pieces',
  thresholdWhole: 'Enter a whole number of pieces',
  thresholdNegative: 'The threshold cannot be negative',
  thresholdTooHigh: `The threshold can be at most ${MAX_LOW_STOCK_THRESHOLD}`,
} as const;

export const OwnerAlertSettingsInputSchema = z.object({
  mode: z.enum(OWNER_ALERT_MODES, ownerAlertSettingsMessages.modeInvalid),
  lowStockThreshold: z
    .number(ownerAlertSettingsMessages.thresholdMissing)
    .int(ownerAlertSettingsMessages.thresholdWhole)
    .min(0, ownerAlertSettingsMessages.thresholdNegative)
    .max(MAX_LOW_STOCK_THRESHOLD, ownerAlertSettingsMessages.thresholdTooHigh),
});
export type OwnerAlertSettingsInput = z.infer<typeof OwnerAlertSettingsInputSchema>;

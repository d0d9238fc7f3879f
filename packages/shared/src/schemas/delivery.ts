import { z } from 'zod';
import { stateByName } from '../india-states.ts';
import { CodOfferSchema, PincodeSchema } from './checkout.ts';

// The delivery promise: the owner's processing days and transit days by zone
// (kept in the database, edited on the dashboard), and the one rule that
// turns them into dates in India's calendar.

/** Nearest first: the shop's own district, the rest of Tamil Nadu, south India, the rest of India, the far regions. */
export const DELIVERY_ZONES = ['sameDistrict', 'tamilNadu', 'south', 'rest', 'far'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const MAX_DELIVERY_DAYS = 60;
export const MAX_UNSERVED_PINCODES = 5_000;

/** The Delivery tab's messages (the owner's form, checked in the browser and on the server). */
export const deliverySettingsMessages = {
  processingDaysMissing: 'Enter the processing time in days',
  fewestDaysMissing: 'Enter the fewest days in transit',
  mostDaysMissing: 'Enter the most days in transit',
  wholeDays: 'Enter whole days',
  daysNegative: 'Days cannot be negative',
  tooManyDays: `At most ${MAX_DELIVERY_DAYS} days`,
  mostBelowFewest: 'The most days must not be below the fewest',
  pincodeInvalid: 'Each pincode must be 6 digits',
  tooManyPincodes: `At most ${MAX_UNSERVED_PINCODES} pincodes`,
} as const;

const days = (missing: string) =>
  z
    .number(missing)
    .int(deliverySettingsMessages.wholeDays)
    .min(0, deliverySettingsMessages.daysNegative)
    .max(MAX_DELIVERY_DAYS, deliverySettingsMessages.tooManyDays);

const TransitSchema = z
  .object({ minDays: days(deliverySettingsMessages.fewestDaysMissing), maxDays: days(deliverySettingsMessages.mostDaysMissing) })
  .refine((transit) => transit.maxDays >= transit.minDays, { path: ['maxDays'], message: deliverySettingsMessages.mostBelowFewest });

/** The owner's delivery promise, as the server answers it and the dashboard sends it. */
export const DeliverySettingsSchema = z.object({
  /** The shop's own pincode: its district is the nearest zone. */
  shopPincode: z.string(),
  processingDays: z.number().int(),
  transit: z.object({
    sameDistrict: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
    tamilNadu: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
    south: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
    rest: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
    far: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
  }),
  unservedPincodes: z.array(z.string()),
});
export type DeliverySettings = z.infer<typeof DeliverySettingsSchema>;

export const DeliverySettingsInputSchema = z.object({
  shopPincode: PincodeSchema,
  processingDays: days(deliverySettingsMessages.processingDaysMissing),
  transit: z.object({ sameDistrict: TransitSchema, tamilNadu: TransitSchema, south: TransitSchema, rest: TransitSchema, far: TransitSchema }),
  unservedPincodes: z
    .array(z.string().trim().regex(/^[1-9]\d{5}$/, deliverySettingsMessages.pincodeInvalid))
    .max(MAX_UNSERVED_PINCODES, deliverySettingsMessages.tooManyPincodes)
    .transform((pincodes) => [...new Set(pincodes)].sort()),
});

/**
 * A shop that has not set its promise: the shop is in Arani (632301,
 * Tiruvannamalai district); two days to pack, then what Indian couriers
 * commonly quote by distance (India Post's Speed Post targets: 1-2 days
 * locally, 2-4 within the state, up to a week or more between states and to
 * the north-east and the islands).
 */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  shopPincode: '632301',
  processingDays: 2,
  transit: {
    sameDistrict: { minDays: 1, maxDays: 2 },
    tamilNadu: { minDays: 2, maxDays: 4 },
    south: { minDays: 3, maxDays: 6 },
    rest: { minDays: 5, maxDays: 8 },
    far: { minDays: 7, maxDays: 12 },
  },
  unservedPincodes: [],
};

export const deliveryMessages = {
  notServed: (pincode: string) => `Sorry, we do not deliver to pincode ${pincode} yet.`,
} as const;

interface Place {
  district: string;
  state: string;
}

/** The zone of a delivery from the shop's place to another. */
export function deliveryZone(shop: Place, destination: Place): DeliveryZone {
  if (destination.state === shop.state && destination.district === shop.district) return 'sameDistrict';
  const region = stateByName(destination.state)?.region ?? 'rest';
  return region === 'tamil-nadu' ? 'tamilNadu' : region;
}

export const DeliveryWindowSchema = z.object({ earliest: z.iso.date(), latest: z.iso.date() });

/** GET /api/delivery/:pincode: whether the shop delivers there, when, and whether cash on delivery is offered there. */
export const DeliveryEstimateSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  served: z.boolean(),
  zone: z.enum(DELIVERY_ZONES).nullable(),
  /** Null when the pincode is not served. */
  window: DeliveryWindowSchema.nullable(),
  /** COD at this pincode (the order's amount is checked in the cart); no fee is known before the cart. */
  cod: CodOfferSchema.pick({ available: true, reason: true }),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;

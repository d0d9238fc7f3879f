import {
  AppError,
  checkoutTexts,
  codRefusalText,
  deliveryTexts,
  deliveryZone,
  promisedDays,
  windowFromDays,
  ErrorCode,
  type CodRules,
  type DeliveryEstimate,
  type DeliverySettings,
  type DeliveryWindow,
  type PromisedDays,
  type ShopLocale,
} from '@handloom/shared';
import type { PincodeDirectory } from '../addresses/pincode-directory.ts';
import type { DeliverySettingsRepository } from './delivery-settings.repository.ts';

/** The owner's COD rules, kept by the checkout feature. */
export interface CodRulesReader {
  read(): Promise<CodRules>;
}

export function deliveryService(repository: DeliverySettingsRepository, codRules: CodRulesReader, directory: PincodeDirectory) {
  /** The days from an order to its delivery at a pincode, or null when the shop does not deliver there (or the pincode is unknown). */
  function daysTo(settings: DeliverySettings, pincode: string): PromisedDays | null {
    const destination = directory.lookup(pincode);
    if (!destination || settings.unservedPincodes.includes(pincode)) return null;
    const shop = directory.lookup(settings.shopPincode);
    // A shop pincode the directory lacks has no district of its own: every delivery counts by state.
    const zone = deliveryZone(shop ?? { district: '', state: '' }, destination);
    return promisedDays(settings, zone);
  }

  /** The expected dates to a pincode counted from `from`, or null when the shop does not deliver there. */
  function windowTo(settings: DeliverySettings, pincode: string, from: Date): DeliveryWindow | null {
    const days = daysTo(settings, pincode);
    return days ? windowFromDays(from, days) : null;
  }

  return {
    /** The promise to a pincode; the reason cash on delivery is refused is in `locale`, the language of the asking page. */
    async estimate(pincode: string, locale: ShopLocale = 'en', now = new Date()): Promise<DeliveryEstimate> {
      const destination = directory.lookup(pincode);
      if (!destination) throw new AppError(ErrorCode.notFound, checkoutTexts.pincodeUnknown(pincode));
      const [settings, rules] = await Promise.all([repository.read(), codRules.read()]);
      const window = windowTo(settings, pincode, now);
      const shop = directory.lookup(settings.shopPincode) ?? { district: '', state: '' };
      // The pincode's part of the COD rule (any order value the owner allows passes the amount checks).
      const codReason = window ? codRefusalText(rules, rules.minPaise, pincode) : deliveryTexts.notServed(pincode);
      return {
        pincode,
        district: destination.district,
        state: destination.state,
        served: window !== null,
        zone: window ? deliveryZone(shop, destination) : null,
        window,
        cod: { available: codReason === null, reason: codReason?.[locale] ?? null },
      };
    },

    /**
     * At checkout: the promise for this pincode, kept on the order (a later
     * change of the settings does not move its dates). A pincode the shop
     * does not serve is refused, with the message on the pincode field.
     */
    async promiseTo(pincode: string, field: string): Promise<PromisedDays> {
      const days = daysTo(await repository.read(), pincode);
      if (days) return days;
      const message = deliveryTexts.notServed(pincode);
      throw new AppError(ErrorCode.validation, message, { [field]: message });
    },

    settings: () => repository.read(),

    async updateSettings(settings: DeliverySettings): Promise<DeliverySettings> {
      if (!directory.lookup(settings.shopPincode)) {
        const message = checkoutTexts.pincodeUnknown(settings.shopPincode);
        throw new AppError(ErrorCode.validation, message, { shopPincode: message });
      }
      await repository.write(settings);
      return repository.read();
    },
  };
}
export type DeliveryService = ReturnType<typeof deliveryService>;

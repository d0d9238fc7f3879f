import { AppError, bilingual, ErrorCode, type ShopLocale, type Widen } from '@handloom/shared';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { BackInStockRepository } from './back-in-stock.repository.ts';

export const backInStockMessages = {
  inStock: 'This product is in stock: you can buy it now.',
} as const;

export const taBackInStockMessages = {
  inStock: 'இந்தப் பொருள் இருப்பில் உள்ளது: இப்போதே வாங்கலாம்.',
} satisfies Widen<typeof backInStockMessages>;

const backInStockTexts = bilingual(backInStockMessages, taBackInStockMessages);

/** The shopper's request; the emails are sent by back-in-stock.job.ts, whichever way the stock comes back. */
export function backInStockService(repository: BackInStockRepository, catalog: CatalogService) {
  return {
    /** A shopper asks to be emailed when a sold-out product is back, in the language of the page they ask from. */
    async request(productId: string, userId: string, locale: ShopLocale): Promise<void> {
      const product = await catalog.product(productId);
      if (!product) throw new AppError(ErrorCode.notFound, 'This product does not exist or is no longer sold.');
      if (product.stock > 0) throw new AppError(ErrorCode.conflict, backInStockTexts.inStock);
      await repository.add(product.id, userId, locale);
    },
  };
}
export type BackInStockService = ReturnType<typeof backInStockService>;

import { AppError, bilingual, clientRoutes, ErrorCode, type Product, type ShopLocale, type Widen } from '@handloom/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Mailer } from '../email/mailer.ts';
import type { BackInStockRepository } from './back-in-stock.repository.ts';
import { backInStockEmail } from './back-in-stock.emails.ts';

export const backInStockMessages = {
  inStock: 'This product is in stock: you can buy it now.',
} as const;

export const taBackInStockMessages = {
  inStock: 'இந்தப் பொருள் இருப்பில் உள்ளது: இப்போதே வாங்கலாம்.',
} satisfies Widen<typeof backInStockMessages>;

const backInStockTexts = bilingual(backInStockMessages, taBackInStockMessages);

interface BackInStockOptions {
  shopName: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function backInStockService(repository: BackInStockRepository, catalog: CatalogService, mailer: Mailer, options: BackInStockOptions) {
  return {
    /** A shopper asks to be emailed when a sold-out product is back, in the language of the page they ask from. */
    async request(productId: string, userId: string, locale: ShopLocale): Promise<void> {
      const product = await catalog.product(productId);
      if (!product) throw new AppError(ErrorCode.notFound, 'This product does not exist or is no longer sold.');
      if (product.stock > 0) throw new AppError(ErrorCode.conflict, backInStockTexts.inStock);
      await repository.add(product.id, userId, locale);
    },

    /** After the admin saves a product: if it has stock, everyone waiting for it is emailed, once. */
    async productSaved(product: Product): Promise<void> {
      if (product.stock <= 0) return;
      const waiting = await repository.claimWaiting(product.id);
      const url = new URL(clientRoutes.productInfo.pattern.replace(':id', product.id), options.publicUrl).toString();
      for (const shopper of waiting) {
        try {
          await mailer.send(backInStockEmail(options.shopName, shopper, product, url));
        } catch (error) {
          // The request is marked notified already: one lost email is better than a second one.
          options.log.error({ err: error, productId: product.id }, 'A back-in-stock email could not be sent');
        }
      }
    },
  };
}
export type BackInStockService = ReturnType<typeof backInStockService>;

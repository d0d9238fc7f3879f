import { imageSrc, normaliseCategory, type CategoryFacet, type ClientRouteName, type PublicReview, type ShopLocale, type WeaverPage } from '@handloom/shared';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { categoryPageMeta, productPageMeta, weaverPageMeta, type PageMeta } from './page-meta.ts';
import type { Logger } from '../../logger.ts';

interface Site {
  /** PUBLIC_URL; without it, the address the request came to. */
  publicUrl: string | undefined;
  shopName: string;
}


/**
 * The `dynamicMeta` of pagesRoutes: heads that depend on the catalogue. An
 * unknown product gives null, so its page answers 404 with the NoPage screen.
 */
export function catalogPageMeta(
  catalog: CatalogService,
  site: Site,
  log: Logger,
  weaverPage?: (slug: string) => Promise<WeaverPage | null>,
  approvedReviews?: (productId: string) => Promise<PublicReview[]>,
) {
  return async (name: ClientRouteName, pathname: string, origin: string, locale: ShopLocale = 'en'): Promise<PageMeta | null | undefined> => {
    const parameter = pathname.split('/')[2] ?? '';
    try {
      if (name === 'productInfo') {
        const product = await catalog.product(parameter);
        if (!product) return null;
        const reviews = product.rating && approvedReviews ? await approvedReviews(product.id) : [];
        const categoryNameTa = locale === 'ta' ? ((await categoryFacet(catalog, product.category))?.labelTa ?? null) : null;
        return productPageMeta(product, { shopName: site.shopName, publicUrl: site.publicUrl ?? origin }, reviews, locale, categoryNameTa);
      }
      if (name === 'weaver' && weaverPage) {
        const page = await weaverPage(parameter);
        return page && weaverPageMeta(page, { publicUrl: site.publicUrl ?? origin }, locale);
      }
      // /category/Silk_Sarees and /category/silk_sarees are one page, under its stored name.
      if (name === 'category') return await categoryMeta(catalog, normaliseCategory(parameter) || parameter, locale);
    } catch (error) {
      // The database is away: still serve the app with a generic head; its own
      // request for the product then shows the shopper what went wrong.
      log.warn({ err: error }, `page head for ${pathname} without catalogue data`);
    }
    return undefined;
  };
}

/**
 * A category with no live product (a mistyped address, or one whose last piece
 * was deleted) keeps the specification's screen, its name and "no products in
 * this category yet", but answers 404 and is not indexed: search engines
 * would otherwise keep any /category/<word> as a page of the shop.
 */
async function categoryMeta(catalog: CatalogService, category: string, locale: ShopLocale): Promise<PageMeta> {
  const facet = await categoryFacet(catalog, category);
  const meta = categoryPageMeta(category, locale, facet?.labelTa ?? null);
  if (!facet) return { title: meta.title, description: meta.description, noindex: true, status: 404 };
  return { ...meta, image: imageSrc(facet.imageUrl, 640) };
}

/** A category of live products (the facets are kept, so this is rarely a query). */
async function categoryFacet(catalog: CatalogService, category: string): Promise<CategoryFacet | undefined> {
  const { categories } = await catalog.facets();
  return categories.find((entry) => entry.category === category);
}

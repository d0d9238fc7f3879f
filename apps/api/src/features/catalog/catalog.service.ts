import { categoryLabel, type CatalogFacets } from '@handloom/shared';
import type { CatalogRepository } from './catalog.repository.ts';

export function catalogService(repository: CatalogRepository) {
  return {
    async facets(): Promise<CatalogFacets> {
      const [categories, pricesPaise] = await Promise.all([repository.categories(), repository.distinctPrices()]);
      return {
        categories: categories.map((row) => ({ ...row, label: categoryLabel(row.category) })),
        pricesPaise,
      };
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;

import { z } from 'zod';

/** Where a piece comes from, as a shopper sees it: the weaver only when their profile is public (issue 17). */
export const ProvenanceSchema = z.object({
  weaver: z.object({ slug: z.string(), nameEn: z.string(), nameTa: z.string(), village: z.string(), district: z.string() }).nullable(),
  clusterName: z.string().nullable(),
  loomDays: z.number().int().nullable(),
  yarn: z.string().nullable(),
  handloomMark: z.boolean(),
  indiaHandloomBrand: z.boolean(),
  silkMarkLabel: z.string().nullable(),
  giName: z.string().nullable(),
});
export type Provenance = z.infer<typeof ProvenanceSchema>;

/** The provenance fields as the admin set them (admin answers only: the form's values). */
export const StoredProvenanceSchema = ProvenanceSchema.omit({ weaver: true }).extend({ weaverId: z.string().nullable() });
export type StoredProvenance = z.infer<typeof StoredProvenanceSchema>;

export const ProductSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  pricePaise: z.number().int(),
  discountPercent: z.number().int(),
  salePricePaise: z.number().int(),
  category: z.string(),
  stock: z.number().int(),
  description: z.string(),
  images: z.array(z.string()).min(1).max(4),
  createdAt: z.iso.datetime({ offset: true }),
  /** The GST HSN code (admin answers only; null: the category's default). */
  hsn: z.string().nullable().optional(),
  /** Where it comes from (the product page; null: nothing known, nothing claimed). */
  provenance: ProvenanceSchema.nullable().optional(),
  /** What the admin set (admin answers only). */
  storedProvenance: StoredProvenanceSchema.optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * A favourite as the browser keeps it (the `favorites` storage key): a copy of
 * the product as it was shown. Its id is only looked up again, so any id will do.
 */
export const FavouriteProductSchema = ProductSchema.extend({ id: z.string().min(1) });

export const CategoryFacetSchema = z.object({
  category: z.string(),
  label: z.string(),
  imageUrl: z.string(),
  productCount: z.number().int(),
});
export type CategoryFacet = z.infer<typeof CategoryFacetSchema>;

export const CatalogFacetsSchema = z.object({
  categories: z.array(CategoryFacetSchema),
  pricesPaise: z.array(z.number().int()),
});
export type CatalogFacets = z.infer<typeof CatalogFacetsSchema>;

export const PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE_SIZE = 100;

/** GET /api/products: filters of All products and the category page. */
export const ProductListQuerySchema = z.object({
  /** Title contains this text (case-insensitive), searched for literally. */
  search: z.string('Search must be a single piece of text.').trim().max(100, 'Search text can be at most 100 characters.').optional(),
  category: z.string('Category must be a single piece of text.').trim().max(100, 'Category can be at most 100 characters.').optional(),
  /** Exact original price in paise (the price dropdown). */
  price: z.coerce
    .number('Price must be a whole number of paise.')
    .int('Price must be a whole number of paise.')
    .positive('Price must be more than 0.')
    .optional(),
  page: z.coerce
    .number('Page must be a whole number from 1.')
    .int('Page must be a whole number from 1.')
    .min(1, 'Page must be a whole number from 1.')
    .max(10_000, 'Page can be at most 10,000.')
    .default(1),
  pageSize: z.coerce
    .number(`Page size must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}.`)
    .int(`Page size must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}.`)
    .min(1, `Page size must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}.`)
    .max(MAX_PRODUCT_PAGE_SIZE, `Page size must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}.`)
    .default(PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** Newest first. */
export const ProductListSchema = z.object({
  items: z.array(ProductSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type ProductList = z.infer<typeof ProductListSchema>;

import { z } from 'zod';
import { MAX_SEARCH_LENGTH, PRICE_RANGE_IDS, PRODUCT_SORTS } from '../catalogue-values.ts';
import { ProductRatingSchema } from './reviews.ts';
import { ProductAttributeFacetsSchema, ProductAttributesQuerySchema, ProductAttributesSchema } from './product-attributes.ts';

/** Where a piece comes from, as a shopper sees it: the weaver only when their profile is public (issue 17). */
export const ProvenanceSchema = z.object({
  weaver: z
    .object({ slug: z.string(), nameEn: z.string(), nameTa: z.string(), village: z.string(), district: z.string(), villageTa: z.string().nullable(), districtTa: z.string().nullable() })
    .nullable(),
  clusterName: z.string().nullable(),
  loomDays: z.number().int().nullable(),
  yarn: z.string().nullable(),
  handloomMark: z.boolean(),
  indiaHandloomBrand: z.boolean(),
  silkMarkLabel: z.string().nullable(),
  giName: z.string().nullable(),
  /** The Tamil of the cluster, the yarn and the GI name (null: none; absent in favourites kept before they existed). */
  clusterNameTa: z.string().nullable().optional(),
  yarnTa: z.string().nullable().optional(),
  giNameTa: z.string().nullable().optional(),
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
  /** The Tamil title and description (null: none, the Tamil pages show the English; absent in favourites kept before they existed). */
  titleTa: z.string().nullable().optional(),
  descriptionTa: z.string().nullable().optional(),
  images: z.array(z.string()).min(1).max(4),
  createdAt: z.iso.datetime({ offset: true }),
  /** The average of the approved reviews (the card's stars); null or absent: none approved. */
  rating: ProductRatingSchema.nullable().optional(),
  /** Fabric, colour and occasions (the filter's facets); optional so favourites kept before them still read. */
  ...ProductAttributesSchema.partial().shape,
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
  /** The English label ("Silk Sarees"), made from the stored form. */
  label: z.string(),
  /** The Tamil name the admin set (null: none, the Tamil pages show the English label). */
  labelTa: z.string().nullable(),
  imageUrl: z.string(),
  productCount: z.number().int(),
});
export type CategoryFacet = z.infer<typeof CategoryFacetSchema>;

export const PriceRangeFacetSchema = z.object({
  range: z.enum(PRICE_RANGE_IDS),
  minPaise: z.number().int(),
  maxPaise: z.number().int().nullable(),
  productCount: z.number().int(),
});
export type PriceRangeFacet = z.infer<typeof PriceRangeFacetSchema>;

export const CatalogFacetsSchema = z.object({
  categories: z.array(CategoryFacetSchema),
  pricesPaise: z.array(z.number().int()),
  /** Each range that holds at least one live product, lowest first. */
  priceRanges: z.array(PriceRangeFacetSchema),
  ...ProductAttributeFacetsSchema.shape,
});
export type CatalogFacets = z.infer<typeof CatalogFacetsSchema>;

export const PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE_SIZE = 100;

const SearchTextSchema = z.string('Search must be a single piece of text.').trim().max(MAX_SEARCH_LENGTH, `Search text can be at most ${MAX_SEARCH_LENGTH} characters.`);

/** GET /api/products: filters of All products and the category page. */
export const ProductListQuerySchema = z.object({
  /**
   * Every word, in any order, in the title, category or description (case,
   * Latin accents and plurals aside), or the text inside the title as typed;
   * best matches first, then newest.
   */
  search: SearchTextSchema.optional(),
  category: z.string('Category must be a single piece of text.').trim().max(100, 'Category can be at most 100 characters.').optional(),
  /** Exact original price in paise (the price dropdown). */
  price: z.coerce
    .number('Price must be a whole number of paise.')
    .int('Price must be a whole number of paise.')
    .positive('Price must be more than 0.')
    .optional(),
  /** A price range of the sale price (PRICE_RANGES). */
  range: z.enum(PRICE_RANGE_IDS, 'Choose a price range from the list.').optional(),
  /** Fabric, colour and occasion (one value each, from the fixed lists). */
  ...ProductAttributesQuerySchema.shape,
  /** Newest first unless asked; a search without a sort puts the best matches first. */
  sort: z.enum(PRODUCT_SORTS, 'Choose newest, price-asc or price-desc.').optional(),
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

/** GET /api/products/facets: the list's filters; the fabric, colour and occasion counts honour them all. */
export const CatalogFacetsQuerySchema = ProductListQuerySchema.pick({ search: true, category: true, price: true, range: true, fabric: true, colour: true, occasion: true });
export type CatalogFacetsQuery = z.infer<typeof CatalogFacetsQuerySchema>;

/** Newest first. */
export const ProductListSchema = z.object({
  items: z.array(ProductSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type ProductList = z.infer<typeof ProductListSchema>;

/** GET /api/products/suggestions: what the search box offers as the shopper types. */
export const SearchSuggestionsQuerySchema = z.object({
  search: SearchTextSchema.min(1, 'Type something to search for.'),
});

export const SearchSuggestionsSchema = z.object({
  /** The best-matching products (at most 6). */
  products: z.array(z.object({ id: z.uuid(), title: z.string(), titleTa: z.string().nullable(), imageUrl: z.string(), salePricePaise: z.number().int() })),
  /** Categories whose name carries a typed word. */
  categories: z.array(CategoryFacetSchema.pick({ category: true, label: true, labelTa: true })),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

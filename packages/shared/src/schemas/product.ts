import { z } from 'zod';

export const CategorySchema = z.string().regex(/^[\p{Ll}\p{Lo}\p{N}]+(_[\p{Ll}\p{Lo}\p{N}]+)*$/u);

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
});
export type Product = z.infer<typeof ProductSchema>;

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

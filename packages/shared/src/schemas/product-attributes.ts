import { z } from 'zod';
import { PRODUCT_COLOURS, PRODUCT_FABRICS, PRODUCT_OCCASIONS } from '../catalogue-values.ts';

// The schemas of what a shopper narrows the catalogue by besides words,
// category and price (issue 16); the lists themselves are in catalogue-values.ts.

export const productAttributeMessages = {
  fabricInvalid: `Fabric must be one of ${PRODUCT_FABRICS.join(', ')}, or empty`,
  colourInvalid: `Colour must be one of ${PRODUCT_COLOURS.join(', ')}, or empty`,
  occasionInvalid: `Occasion must be one of ${PRODUCT_OCCASIONS.join(', ')}`,
  fabricFilterInvalid: `Choose a fabric from the list: ${PRODUCT_FABRICS.join(', ')}.`,
  colourFilterInvalid: `Choose a colour from the list: ${PRODUCT_COLOURS.join(', ')}.`,
  occasionFilterInvalid: `Choose an occasion from the list: ${PRODUCT_OCCASIONS.join(', ')}.`,
} as const;

/** One value of the fixed list, or empty (null): nothing claimed. */
function optionalOneOf<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z
    .union([z.string(message), z.null()], message)
    .optional()
    .transform((value) => value?.trim().toLowerCase() || null)
    .pipe(z.enum(values, message).nullable());
}

/** What the Add/Update Product form (and the products CSV) sends; every field may be left empty. */
export const ProductAttributesInputSchema = z.object({
  fabric: optionalOneOf(PRODUCT_FABRICS, productAttributeMessages.fabricInvalid),
  colour: optionalOneOf(PRODUCT_COLOURS, productAttributeMessages.colourInvalid),
  occasions: z
    .array(z.enum(PRODUCT_OCCASIONS, productAttributeMessages.occasionInvalid), productAttributeMessages.occasionInvalid)
    .nullish()
    // Stored once each, in the list's order, so equal choices compare equal.
    .transform((occasions) => PRODUCT_OCCASIONS.filter((occasion) => occasions?.includes(occasion))),
});
export type ProductAttributesForm = z.input<typeof ProductAttributesInputSchema>;
export type ProductAttributesInput = z.output<typeof ProductAttributesInputSchema>;

export const NO_PRODUCT_ATTRIBUTES: ProductAttributesInput = { fabric: null, colour: null, occasions: [] };

/** What a product says about them (null and [] when the admin set nothing). */
export const ProductAttributesSchema = z.object({
  fabric: z.enum(PRODUCT_FABRICS).nullable(),
  colour: z.enum(PRODUCT_COLOURS).nullable(),
  occasions: z.array(z.enum(PRODUCT_OCCASIONS)),
});
export type ProductAttributes = z.infer<typeof ProductAttributesSchema>;

/** The list's filters by them (GET /api/products and its facets): one value of each at most. */
export const ProductAttributesQuerySchema = z.object({
  fabric: z.enum(PRODUCT_FABRICS, productAttributeMessages.fabricFilterInvalid).optional(),
  colour: z.enum(PRODUCT_COLOURS, productAttributeMessages.colourFilterInvalid).optional(),
  occasion: z.enum(PRODUCT_OCCASIONS, productAttributeMessages.occasionFilterInvalid).optional(),
});

const ValueCountSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ value: z.enum(values), productCount: z.number().int() });

/**
 * How many products each value would show: counted over the other active
 * filters (words, category, price, range and the other two of these), so a
 * count is what choosing the value would list. Every value is listed, in the
 * fixed order, zero counts included.
 */
export const ProductAttributeFacetsSchema = z.object({
  fabrics: z.array(ValueCountSchema(PRODUCT_FABRICS)),
  colours: z.array(ValueCountSchema(PRODUCT_COLOURS)),
  occasions: z.array(ValueCountSchema(PRODUCT_OCCASIONS)),
});
export type ProductAttributeFacets = z.infer<typeof ProductAttributeFacetsSchema>;

import { z } from 'zod';
import { normaliseCategory } from '../labels.ts';
import { formatCount, formatRupeesShort } from '../india-format.ts';
import { PAISE_PER_RUPEE, parseRupeesToPaise } from '../money.ts';
import { adminPageOf } from './admin.ts';
import { ProductSchema } from './product.ts';
import { NO_PROVENANCE, ProvenanceInputSchema } from './provenance.ts';
import { ProductAttributesInputSchema } from './product-attributes.ts';

// The Add Product / Update Product form, checked by the same rules in the
// browser (for quick feedback) and on the server (for real). The form sends
// what the admin typed; the schema turns it into what is stored.

export const MAX_PRODUCT_IMAGES = 4;
export const MAX_DISCOUNT_PERCENT = 90;
export const MAX_PRICE_RUPEES = 10_00_000;
export const MAX_STOCK = 1_000_000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_CATEGORY_LENGTH = 60;
export const MAX_DESCRIPTION_LENGTH = 5_000;
export const MAX_CATEGORY_NAME_TA_LENGTH = 80;
export const MAX_IMAGE_URL_LENGTH = 2_000;
/** Uploads: JPEG, PNG or WebP, checked by content. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const adminProductMessages = {
  allFieldsRequired: 'All fields are required',
  someFieldsWrong: 'Some fields need attention.',
  titleTooLong: `Title can be at most ${MAX_TITLE_LENGTH} characters`,
  priceInvalid: 'Price must be an amount in rupees with at most two decimals, like 1499 or 1499.50',
  pricePositive: 'Price must be more than ₹0',
  priceTooHigh: `Price can be at most ${formatRupeesShort(MAX_PRICE_RUPEES * PAISE_PER_RUPEE)}`,
  discountInvalid: `Discount percentage must be a whole number from 0 to ${MAX_DISCOUNT_PERCENT}`,
  imageInvalid: 'Image URL must start with https:// or http://, or be an uploaded image',
  imageTooLong: `Image URL can be at most ${formatCount(MAX_IMAGE_URL_LENGTH)} characters`,
  imagesTooMany: `A product has at most ${MAX_PRODUCT_IMAGES} images`,
  imageNotFound: 'This uploaded image is not in the shop any more. Please upload it again.',
  categoryInvalid: 'Category must contain letters or numbers',
  categoryTooLong: `Category can be at most ${MAX_CATEGORY_LENGTH} characters`,
  stockInvalid: 'Number of stocks must be a whole number from 0',
  stockTooHigh: `Number of stocks can be at most ${formatCount(MAX_STOCK)}`,
  stockChanged: 'The stock changed while this form was open (an order, or another admin). The number now in the shop is shown: check it and save again.',
  descriptionTooLong: `Description can be at most ${formatCount(MAX_DESCRIPTION_LENGTH)} characters`,
  titleTaTooLong: `Tamil title can be at most ${MAX_TITLE_LENGTH} characters`,
  descriptionTaTooLong: `Tamil description can be at most ${formatCount(MAX_DESCRIPTION_LENGTH)} characters`,
  productNotFound: 'This product does not exist or was deleted.',
  categoryNameTaInvalid: 'The Tamil name must be text.',
  categoryNameTaTooLong: `The Tamil name can be at most ${MAX_CATEGORY_NAME_TA_LENGTH} characters.`,
  categoryNotFound: 'No product in the shop has this category. Add a product to it first.',
  hsnInvalid: 'HSN code must be 4, 6 or 8 digits, or empty for the category\'s default',
  uploadMissing: 'Choose a JPEG, PNG or WebP image to upload.',
  uploadNotMultipart: 'Send the image as a multipart/form-data upload.',
  uploadWrongType: 'Only JPEG, PNG or WebP images can be uploaded.',
  uploadTooLarge: 'The image is larger than 10 MB. Please choose a smaller one.',
  uploadUnreadable: 'This image could not be read. It may be damaged; please try another file.',
  uploadTooManyPixels: 'This image has too many pixels. Please choose one under 50 megapixels.',
  uploadNotStored: 'The image could not be saved: the shop\'s image storage did not take it. Please try again in a minute; if it keeps failing, the server\'s log says why.',
} as const;

const REQUIRED = adminProductMessages.allFieldsRequired;

/**
 * What a person typed, as text or as a JSON number; missing means "". A whole
 * JSON number is written out in digits: String(1e21) is "1e+21", which would
 * read as "not a whole number" instead of "too high".
 */
const typed = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    if (value === undefined || value === null) return '';
    if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value).toString();
    return String(value).trim();
  });

/** A text with its line breaks as \n, trimmed, in NFC (what search compares). */
const typedText = z
  .string()
  .nullish()
  .transform((text) => (text ?? '').replace(/\r\n?/g, '\n').trim().normalize('NFC'));

/** An optional text of at most `max` characters; empty is stored as null (the Tamil pages then show the English). */
function optionalText(max: number, tooLong: string) {
  return typedText.pipe(
    z
      .string()
      .max(max, tooLong)
      .transform((text) => text || null),
  );
}

/**
 * A required whole number typed as digits, at most `max`. Any number of
 * digits is a whole number: one too long for `max` is too high (a very long
 * one reads as Infinity, which is too high too), never "not a whole number".
 */
function typedWholeNumber(invalid: string, max: number, tooHigh: string) {
  return typed.pipe(
    z
      .string()
      .min(1, REQUIRED)
      .regex(/^\d+$/, invalid)
      .transform(Number)
      .refine((value) => value <= max, tooHigh),
  );
}

/** An amount in rupees with more digits than parseRupeesToPaise reads: well formed, and far above MAX_PRICE_RUPEES. */
const TOO_MANY_RUPEE_DIGITS = /^\d{13,}(?:\.\d{1,2})?$/;

/** A typed price without its thousands commas and leading zeros ("0,02,450.50" -> "2450.50"), so that every digit left counts. */
function rupeesAsTyped(text: string): string {
  return text.replace(/,/g, '').replace(/^0+(?=\d)/, '');
}

const SHOP_IMAGE_URL = /^\/media\/[a-z0-9][a-z0-9-]{0,100}$/;

/** An absolute http(s) URL, or `/media/<key>` of an image the shop stored itself. */
export function isAcceptedImageUrl(url: string): boolean {
  if (SHOP_IMAGE_URL.test(url)) return true;
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The form: images are the four slots in order, the first required; empty
 * optional slots are dropped. Each field has its own message; a missing
 * required one says "All fields are required".
 */
export const AdminProductInputSchema = z.object({
  title: typed.pipe(
    z
      .string()
      .min(1, REQUIRED)
      .max(MAX_TITLE_LENGTH, adminProductMessages.titleTooLong)
      // Titles are searched in NFC (see the catalogue); store them that way.
      .transform((title) => title.normalize('NFC')),
  ),
  price: typed.pipe(
    z
      .string()
      .min(1, REQUIRED)
      .transform((text, context) => {
        const rupees = rupeesAsTyped(text);
        const paise = parseRupeesToPaise(rupees);
        if (paise === null) context.addIssue({ code: 'custom', message: TOO_MANY_RUPEE_DIGITS.test(rupees) ? adminProductMessages.priceTooHigh : adminProductMessages.priceInvalid });
        else if (paise <= 0) context.addIssue({ code: 'custom', message: adminProductMessages.pricePositive });
        else if (paise > MAX_PRICE_RUPEES * 100) context.addIssue({ code: 'custom', message: adminProductMessages.priceTooHigh });
        return paise ?? 0;
      }),
  ),
  discountPercent: typedWholeNumber(adminProductMessages.discountInvalid, MAX_DISCOUNT_PERCENT, adminProductMessages.discountInvalid),
  images: z
    .array(z.string(adminProductMessages.imageInvalid).trim().max(MAX_IMAGE_URL_LENGTH, adminProductMessages.imageTooLong), adminProductMessages.imageInvalid)
    .max(MAX_PRODUCT_IMAGES, adminProductMessages.imagesTooMany)
    .nullish()
    .transform((slots) => slots ?? [])
    .superRefine((slots, context) => {
      slots.forEach((slot, index) => {
        if (index === 0 && !slot) context.addIssue({ code: 'custom', message: REQUIRED, path: [0] });
        else if (slot && !isAcceptedImageUrl(slot)) context.addIssue({ code: 'custom', message: adminProductMessages.imageInvalid, path: [index] });
      });
      if (slots.length === 0) context.addIssue({ code: 'custom', message: REQUIRED, path: [0] });
    })
    .transform((slots) => slots.filter((slot) => slot.length > 0)),
  category: typed.pipe(
    z
      .string()
      .min(1, REQUIRED)
      .transform(normaliseCategory)
      .pipe(z.string().min(1, adminProductMessages.categoryInvalid).max(MAX_CATEGORY_LENGTH, adminProductMessages.categoryTooLong)),
  ),
  stock: typedWholeNumber(adminProductMessages.stockInvalid, MAX_STOCK, adminProductMessages.stockTooHigh),
  // The stock the Update form was opened with (not shown). Orders change the stock all day: a save
  // whose stock was left as it was keeps the shop's current number, and a changed stock is saved only
  // if nothing else changed it meanwhile (409 otherwise). Absent (an API client, an import): the stock
  // given is stored.
  stockWas: typed.pipe(
    z
      .string()
      .regex(/^\d{0,9}$/, adminProductMessages.stockInvalid)
      .transform((text) => (text === '' ? null : Number(text))),
  ),
  // The HSN code that finds the product's GST rate; empty takes the category's default (gst-defaults.ts).
  hsn: typed.pipe(
    z
      .string()
      .regex(/^(\d{4}|\d{6}|\d{8})?$/, adminProductMessages.hsnInvalid)
      .transform((code) => code || null),
  ),
  description: typedText.pipe(z.string().min(1, REQUIRED).max(MAX_DESCRIPTION_LENGTH, adminProductMessages.descriptionTooLong)),
  // The Tamil pages' title and description (issue 14); optional, with the English ones' limits.
  titleTa: optionalText(MAX_TITLE_LENGTH, adminProductMessages.titleTaTooLong),
  descriptionTa: optionalText(MAX_DESCRIPTION_LENGTH, adminProductMessages.descriptionTaTooLong),
  // Where the piece comes from: optional, so a form that says nothing claims nothing.
  provenance: ProvenanceInputSchema.nullish().transform((provenance) => provenance ?? { ...NO_PROVENANCE }),
  // Fabric, colour and occasions, which the shop's filter counts: optional too.
  ...ProductAttributesInputSchema.shape,
});
/** What the form sends. */
export type AdminProductForm = z.input<typeof AdminProductInputSchema>;
/** What is stored: price in paise, category normalised, empty image slots dropped. */
export type AdminProductInput = z.output<typeof AdminProductInputSchema>;

export interface FormProblems {
  message: string;
  /** Field name ("price", "images.0") -> message. */
  fields: Record<string, string>;
}

/**
 * One message for the form and one per field: "All fields are required" when
 * anything required is missing, the field's own message when only one field
 * is wrong, else a general one.
 */
export function formProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormProblems {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= issue.message;
  }
  const messages = Object.values(fields);
  const message = messages.includes(REQUIRED)
    ? REQUIRED
    : messages.length === 1
      ? (messages[0] ?? adminProductMessages.someFieldsWrong)
      : adminProductMessages.someFieldsWrong;
  return { message, fields };
}

/** The admin's product list: every live product, stock included, newest first. */
export const ADMIN_PRODUCT_PAGE_SIZE = 20;

export const AdminProductListQuerySchema = z.object({
  search: z.string('Search must be a single piece of text.').trim().max(100, 'Search text can be at most 100 characters.').optional(),
  category: z.string('Category must be a single piece of text.').trim().max(100, 'Category can be at most 100 characters.').optional(),
  page: z.coerce.number().int().min(1, 'Page must be a whole number from 1.').max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PRODUCT_PAGE_SIZE),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

export const AdminProductListSchema = adminPageOf(ProductSchema);
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

/** POST /api/admin/uploads: where the stored image is, to put in an image slot. */
export const UploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

/** A category as the admin names it in Tamil (the stored form, its English label, the Tamil name or null). */
export const AdminCategoryNameSchema = z.object({ category: z.string(), label: z.string(), nameTa: z.string().nullable() });
export type AdminCategoryName = z.infer<typeof AdminCategoryNameSchema>;

export const AdminCategoryNameListSchema = z.object({ categories: z.array(AdminCategoryNameSchema) });
export type AdminCategoryNameList = z.infer<typeof AdminCategoryNameListSchema>;

/**
 * A category's Tamil name as the admin types it: spaces collapsed, trimmed, in
 * NFC; empty is null, which clears it (the Tamil pages then show the English label).
 */
export const CategoryNameInputSchema = z.object({
  nameTa: z
    .string(adminProductMessages.categoryNameTaInvalid)
    .nullish()
    .transform((text) => (text ?? '').replace(/\s+/g, ' ').trim().normalize('NFC'))
    .pipe(
      z
        .string()
        .max(MAX_CATEGORY_NAME_TA_LENGTH, adminProductMessages.categoryNameTaTooLong)
        .transform((text) => text || null),
    ),
});
export type CategoryNameInput = z.output<typeof CategoryNameInputSchema>;

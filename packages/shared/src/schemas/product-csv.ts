import { z } from 'zod';

// The products CSV of the dashboard's Import and export tab: Shopify's product
// CSV columns where they fit (docs/decisions/017-products-csv-and-moving-in.md).

/** A CSV file sent as text in JSON; 20 MB holds tens of thousands of products. */
export const MAX_PRODUCT_CSV_CHARACTERS = 20_000_000;

export const productCsvMessages = {
  empty: 'Choose a CSV file of products.',
  tooLarge: 'The file is larger than 20 MB. Please split it.',
} as const;

export const ProductImportInputSchema = z.object({
  csv: z.string(productCsvMessages.empty).min(1, productCsvMessages.empty).max(MAX_PRODUCT_CSV_CHARACTERS, productCsvMessages.tooLarge),
  /** Check every row and count what would change, writing nothing. */
  dryRun: z.boolean(),
});
export type ProductImportInput = z.infer<typeof ProductImportInputSchema>;

export const ProductImportProblemSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  /** The CSV column at fault, when one is. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ProductImportProblem = z.infer<typeof ProductImportProblemSchema>;

export const ProductImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Whether the rows were written (never on a dry run, never when a row has a problem). */
  applied: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  problems: z.array(ProductImportProblemSchema),
});
export type ProductImportReport = z.infer<typeof ProductImportReportSchema>;

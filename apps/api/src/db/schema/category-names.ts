import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';

// The Tamil names of the categories (issue 14), set by the admin. Categories
// are the admin's free text on each product, stored normalised
// (`silk_sarees`); a category without a row here is shown by its English
// label on the Tamil pages too, so a name is never blank: clearing it deletes
// the row.
export const categoryNames = pgTable(
  'category_names',
  {
    category: text().primaryKey(),
    nameTa: text().notNull(),
  },
  (t) => [check('category_names_name_ta_check', sql`length(btrim(${t.nameTa})) > 0`)],
);

export type CategoryNameRow = typeof categoryNames.$inferSelect;

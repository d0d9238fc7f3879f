import {
  AdminProductInputSchema,
  adminProductMessages,
  rupeesDecimal,
  taAdminProductMessages,
  tamilSchemaMessage,
  type AdminProductInput,
  type ProductImportProblem,
  type ProvenanceInput,
  type ShopLocale,
  type Widen,
} from '@handloom/shared';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

// The products CSV: Shopify's product columns where the shop has the field
// (Handle, Title, Body (HTML), Type, Variant Price, Variant Inventory Qty,
// Image Src, Image Position), and columns of its own for the rest (the Tamil
// title and description among them, as plain text). As in Shopify, a
// product's first row carries its fields and its first image; each further
// image is a row with only Handle, Image Src and Image Position. Where a
// piece comes from (the weaver, by name, and the rest of the provenance form)
// has columns of its own too, so an export keeps everything the owner wrote.

export const PRODUCT_CSV_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Type',
  'Variant Price',
  'Discount Percent',
  'Variant Inventory Qty',
  'Image Src',
  'Image Position',
  'HSN Code',
  'GST Rate',
  'Fabric',
  'Colour',
  'Occasions',
  'Title (Tamil)',
  'Description (Tamil)',
  'Weaver',
  'Cluster',
  'Cluster (Tamil)',
  'Loom Days',
  'Yarn',
  'Yarn (Tamil)',
  'Handloom Mark',
  'India Handloom Brand',
  'Silk Mark Label',
  'GI Name',
  'GI Name (Tamil)',
] as const;
type Column = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The import's own problems; a row's fields are checked by the Add Product form's schema, whose messages have their Tamil in shared. */
export const productImportMessages = {
  // The reason is the CSV reader's (csv-parse) own text, in English in both languages: it names the fault for a developer.
  notReadable: (reason: string) => `This file is not a readable CSV: ${reason}`,
  noColumn: (column: string) => `The header has no ${column} column.`,
  handleInvalid: 'Handle must be lowercase letters, digits and hyphens (up to 100), like kanchipuram-silk-saree.',
  imagePositionInvalid: 'Image Position must be a whole number from 1.',
  handleTaken: (handle: string, row: number) => `Handle ${handle} is already used by row ${row}.`,
  noTitle: (handle: string) => `Row of handle ${handle} has no Title, and no earlier row has this handle.`,
  imageNotFound: (url: string) => `${adminProductMessages.imageNotFound} (${url})`,
  noRows: 'The file has no product rows.',
  weaverUnknown: (name: string) => `No weaver is named ${name}. Add them on the Weavers tab first, or leave the cell empty.`,
  weaverAmbiguous: (name: string) => `More than one weaver is named ${name}. Write the weaver's slug instead (the shop's own export does).`,
  markInvalid: (column: string) => `${column} must be yes or no (an empty cell is no).`,
} as const;

// The Tamil dashboard's (decision 028). The columns keep their English names, as the file's header
// and the Tamil page's list of columns say them. Not yet checked by a Tamil speaker.
export const taProductImportMessages = {
  // The CSV reader's reason after it stays its English, as above.
  notReadable: (reason: string) => `இது படிக்கக்கூடிய CSV கோப்பு அல்ல: ${reason}`,
  noColumn: (column: string) => `தலைப்பு வரியில் ${column} நெடுவரிசை இல்லை.`,
  handleInvalid: 'Handle-இல் சிறிய ஆங்கில எழுத்துகள், இலக்கங்கள், இணைப்புக்கோடுகள் (-) மட்டுமே இருக்க வேண்டும் (அதிகபட்சம் 100), எ.கா. kanchipuram-silk-saree.',
  imagePositionInvalid: 'Image Position 1 அல்லது அதற்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்.',
  handleTaken: (handle: string, row: number) => `${handle} என்ற Handle ஏற்கெனவே வரி ${row}-இல் உள்ளது.`,
  noTitle: (handle: string) => `${handle} என்ற Handle உள்ள இந்த வரியில் Title இல்லை; இதற்கு முந்தைய எந்த வரியிலும் இந்த Handle இல்லை.`,
  imageNotFound: (url: string) => `${taAdminProductMessages.imageNotFound} (${url})`,
  noRows: 'இந்தக் கோப்பில் பொருள் வரிகள் எதுவும் இல்லை.',
  weaverUnknown: (name: string) => `${name} என்ற பெயரில் நெசவாளர் யாரும் இல்லை. முதலில் நெசவாளர்கள் தாவலில் அவரைச் சேர்க்கவும், அல்லது கலத்தைக் காலியாக விடவும்.`,
  weaverAmbiguous: (name: string) => `${name} என்ற பெயரில் ஒன்றுக்கு மேற்பட்ட நெசவாளர்கள் உள்ளனர். அதற்குப் பதிலாக நெசவாளரின் slug-ஐ எழுதவும் (கடையின் சொந்த ஏற்றுமதி அப்படித்தான் எழுதுகிறது).`,
  markInvalid: (column: string) => `${column} நெடுவரிசையில் yes அல்லது no இருக்க வேண்டும் (காலியான கலம் no எனப் பொருள்படும்).`,
} satisfies Widen<typeof productImportMessages>;

/** The import's messages in the admin's language. */
export function productImportMessagesIn(locale: ShopLocale): Widen<typeof productImportMessages> {
  return locale === 'ta' ? taProductImportMessages : productImportMessages;
}

/** A message of the product form's schema in the admin's language (zod's own few, which no cell of text can raise, stay English). */
function schemaMessageIn(locale: ShopLocale, english: string): string {
  return locale === 'ta' ? (tamilSchemaMessage(english) ?? english) : english;
}

/** A product as exported. */
export interface CsvProduct {
  handle: string;
  title: string;
  description: string;
  category: string;
  pricePaise: number;
  discountPercent: number;
  stock: number;
  images: readonly string[];
  hsn: string | null;
  /** "5%": the rate its sale price takes (read only: rates are edited on the GST tab). */
  gstRate: string;
  fabric: string | null;
  colour: string | null;
  occasions: readonly string[];
  titleTa: string | null;
  descriptionTa: string | null;
  /** Where it comes from; the weaver by their English name. */
  provenance: Omit<ProvenanceInput, 'weaverId'> & { weaver: string | null };
}

/** A weaver of the shop, whom the Weaver column names. */
export interface CsvWeaver {
  id: string;
  slug: string;
  nameEn: string;
  nameTa: string;
}

/**
 * How the Weaver column names a weaver: their English name, or their slug
 * (unique) when another weaver of the shop has the same name, so an export
 * always imports back.
 */
export function weaverCell(weaver: CsvWeaver, all: readonly CsvWeaver[]): string {
  const shared = all.some((other) => other.id !== weaver.id && [other.nameEn, other.nameTa].some((name) => weaverKey(name) === weaverKey(weaver.nameEn)));
  return shared ? weaver.slug : weaver.nameEn;
}

/** A name as the Weaver column compares it: the same letters whatever their case or Unicode form. */
function weaverKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

/** Reads a Weaver cell: by slug, English or Tamil name; the weaver's id, or why none. */
function weaverFinder(weavers: readonly CsvWeaver[]): (cell: string) => string | 'unknown' | 'ambiguous' {
  const bySlug = new Map(weavers.map((weaver) => [weaver.slug, weaver.id]));
  const byName = new Map<string, Set<string>>();
  for (const weaver of weavers) {
    for (const name of [weaver.nameEn, weaver.nameTa]) byName.set(weaverKey(name), (byName.get(weaverKey(name)) ?? new Set<string>()).add(weaver.id));
  }
  return (cell) => {
    const slugged = bySlug.get(cell);
    if (slugged) return slugged;
    const ids = [...(byName.get(weaverKey(cell)) ?? [])];
    return ids.length === 1 ? (ids[0] as string) : ids.length ? 'ambiguous' : 'unknown';
  };
}

/**
 * Fields a file may leave out, and their columns: a file without one of these
 * columns leaves that field as it is (an export from before the column, or
 * from Shopify); a file with it sets the field, an empty cell to nothing.
 */
const OPTIONAL_COLUMNS = [
  ['fabric', 'Fabric'],
  ['colour', 'Colour'],
  ['occasions', 'Occasions'],
  ['titleTa', 'Title (Tamil)'],
  ['descriptionTa', 'Description (Tamil)'],
] as const satisfies readonly (readonly [keyof AdminProductInput, Column])[];

/** The provenance form's fields and their columns, each left out or given as those above. */
const PROVENANCE_COLUMNS = [
  ['weaverId', 'Weaver'],
  ['clusterName', 'Cluster'],
  ['clusterNameTa', 'Cluster (Tamil)'],
  ['loomDays', 'Loom Days'],
  ['yarn', 'Yarn'],
  ['yarnTa', 'Yarn (Tamil)'],
  ['handloomMark', 'Handloom Mark'],
  ['indiaHandloomBrand', 'India Handloom Brand'],
  ['silkMarkLabel', 'Silk Mark Label'],
  ['giName', 'GI Name'],
  ['giNameTa', 'GI Name (Tamil)'],
] as const satisfies readonly (readonly [keyof ProvenanceInput, Column])[];
export type ProvenanceField = (typeof PROVENANCE_COLUMNS)[number][0];
export type OptionalField = (typeof OPTIONAL_COLUMNS)[number][0];

/** A product read from a CSV, checked by the Add Product form's own rules. */
export interface ImportedProduct {
  handle: string;
  /** The spreadsheet row of its first line. */
  row: number;
  input: AdminProductInput;
  /** The optional fields (fabric, colour, occasions, Tamil title and description) whose column the file has: only those are written. */
  optionalFields: OptionalField[];
  /** The same for the provenance fields. */
  provenanceFields: ProvenanceField[];
}

/** lowercase letters, digits and hyphens, as Shopify makes them. */
const HANDLE = /^[a-z0-9][a-z0-9-]{0,99}$/;

// A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP
// "CSV injection"); the import takes it off again, so a round trip is exact.
// Cells that already start with apostrophes before such a character get one
// more, so the escape can always be undone.
const NEEDS_ESCAPE = /^'*[=+\-@\t\r]/;

function escapeCell(text: string): string {
  return NEEDS_ESCAPE.test(text) ? `'${text}` : text;
}

function unescapeCell(text: string): string {
  return /^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** The file: a byte-order mark (Excel reads UTF-8), the header, then the rows. */
export function productsCsv(products: readonly CsvProduct[]): string {
  const rows: (string | number | null)[][] = [[...PRODUCT_CSV_COLUMNS]];
  const mark = (claimed: boolean) => (claimed ? 'yes' : 'no');
  for (const product of products) {
    const [first = '', ...more] = product.images;
    const from = product.provenance;
    rows.push([
      product.handle,
      product.title,
      textToHtml(product.description),
      product.category,
      rupeesDecimal(product.pricePaise),
      product.discountPercent,
      product.stock,
      first,
      1,
      product.hsn,
      product.gstRate,
      product.fabric,
      product.colour,
      product.occasions.join(', '),
      product.titleTa,
      product.descriptionTa,
      from.weaver,
      from.clusterName,
      from.clusterNameTa,
      from.loomDays,
      from.yarn,
      from.yarnTa,
      mark(from.handloomMark),
      mark(from.indiaHandloomBrand),
      from.silkMarkLabel,
      from.giName,
      from.giNameTa,
    ]);
    // Further images: only Handle, Image Src and Image Position.
    more.forEach((image, index) => rows.push(PRODUCT_CSV_COLUMNS.map((column) => (column === 'Handle' ? product.handle : column === 'Image Src' ? image : column === 'Image Position' ? index + 2 : ''))));
  }
  return `\uFEFF${stringify(rows, { record_delimiter: 'windows', quoted_match: /[\r\n]/, cast: { string: escapeCell } })}`;
}

const HTML_TAG = /<[a-z!/][^>]*>/i;
const HTML_ENTITY = /&(?:[a-z]+|#\d+);/i;

/** The HTML entities Shopify's bodies use, read back as text (`&amp;` last, so `&amp;lt;` reads as `&lt;`). */
function decodeEntities(html: string): string {
  return html
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Shopify's Body (HTML) as the plain text the shop keeps; text with no tag has only its entities read. */
export function htmlToText(body: string): string {
  if (!HTML_TAG.test(body)) return decodeEntities(body);
  return decodeEntities(
    body
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
      .replace(/<li[^>]*>/gi, '- ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A plain-text description as a Body (HTML) cell that htmlToText reads back
 * unchanged: as it is, unless it holds something HTML would read (a tag, an
 * entity), which is then escaped. So "Blouse piece <not included>" survives
 * an export and an import, and most cells stay as the owner typed them.
 */
export function textToHtml(text: string): string {
  if (!HTML_TAG.test(text) && !HTML_ENTITY.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const FIELD_COLUMNS: Record<string, Column> = {
  title: 'Title',
  price: 'Variant Price',
  discountPercent: 'Discount Percent',
  images: 'Image Src',
  category: 'Type',
  stock: 'Variant Inventory Qty',
  hsn: 'HSN Code',
  description: 'Body (HTML)',
  fabric: 'Fabric',
  colour: 'Colour',
  occasions: 'Occasions',
  titleTa: 'Title (Tamil)',
  descriptionTa: 'Description (Tamil)',
};
const PROVENANCE_FIELD_COLUMNS: Record<string, Column> = Object.fromEntries(PROVENANCE_COLUMNS);

/** A mark's cell: yes or no (true/false, 1/0 too), empty for no; null when it is neither. */
function markCell(text: string): boolean | null {
  const value = text.toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(value)) return true;
  if (['', 'no', 'n', 'false', '0'].includes(value)) return false;
  return null;
}


/** "Wedding, Daily wear" as the list's values (wedding, daily-wear). */
function occasionsCell(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, '-'))
    .filter((part) => part.length > 0);
}

interface Draft {
  handle: string;
  row: number;
  cells: (column: Column) => string;
  images: { row: number; position: number; url: string }[];
}

/**
 * Reads a products CSV: every problem with its row (the header is row 1),
 * in the admin's language, and the products when there is none. Columns it
 * does not know are ignored, so a Shopify export can be imported as it is.
 */
export function parseProductsCsv(text: string, locale: ShopLocale, weavers: readonly CsvWeaver[] = []): { products: ImportedProduct[]; problems: ProductImportProblem[] } {
  const say = productImportMessagesIn(locale);
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { products: [], problems: [{ row: line, column: null, message: say.notReadable((error as Error).message) }] };
  }
  const [header = [], ...rows] = records;
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const missing = (['Handle', 'Title'] as const).filter((column) => !index.has(column.toLowerCase()));
  if (missing.length) return { products: [], problems: missing.map((column) => ({ row: 1, column, message: say.noColumn(column) })) };

  const optionalFields = OPTIONAL_COLUMNS.filter(([, column]) => index.has(column.toLowerCase())).map(([field]) => field);
  const provenanceFields = PROVENANCE_COLUMNS.filter(([, column]) => index.has(column.toLowerCase())).map(([field]) => field);
  const findWeaver = weaverFinder(weavers);
  const problems: ProductImportProblem[] = [];
  const drafts = new Map<string, Draft>();
  const order: Draft[] = [];
  rows.forEach((record, i) => {
    const row = i + 2;
    const cell = (column: Column) => unescapeCell((record[index.get(column.toLowerCase()) ?? -1] ?? '').trim());
    if (record.every((value) => value.trim() === '')) return;
    const handle = cell('Handle').toLowerCase();
    if (!HANDLE.test(handle)) {
      problems.push({ row, column: 'Handle', message: say.handleInvalid });
      return;
    }
    const imageUrl = cell('Image Src');
    const positionText = cell('Image Position');
    const position = positionText === '' ? Number.MAX_SAFE_INTEGER : Number(positionText);
    if (!Number.isInteger(position) || position < 1) problems.push({ row, column: 'Image Position', message: say.imagePositionInvalid });
    const existing = drafts.get(handle);
    if (cell('Title') !== '') {
      if (existing) {
        problems.push({ row, column: 'Handle', message: say.handleTaken(handle, existing.row) });
        return;
      }
      const draft: Draft = { handle, row, cells: cell, images: [] };
      drafts.set(handle, draft);
      order.push(draft);
      if (imageUrl) draft.images.push({ row, position, url: imageUrl });
      return;
    }
    if (!existing) {
      problems.push({ row, column: 'Title', message: say.noTitle(handle) });
      return;
    }
    if (imageUrl) existing.images.push({ row, position, url: imageUrl });
  });

  const products: ImportedProduct[] = [];
  for (const draft of order) {
    const images = [...draft.images].sort((a, b) => a.position - b.position);
    const discount = draft.cells('Discount Percent');
    // A problem here leaves the product out: any problem writes nothing (below).
    const weaverName = draft.cells('Weaver');
    const weaver = weaverName ? findWeaver(weaverName) : '';
    if (weaver === 'unknown' || weaver === 'ambiguous') {
      problems.push({ row: draft.row, column: 'Weaver', message: weaver === 'unknown' ? say.weaverUnknown(weaverName) : say.weaverAmbiguous(weaverName) });
    }
    const markOf = (column: 'Handloom Mark' | 'India Handloom Brand') => {
      const claimed = markCell(draft.cells(column));
      if (claimed === null) problems.push({ row: draft.row, column, message: say.markInvalid(column) });
      return claimed ?? false;
    };
    const provenance = {
      weaverId: weaver === 'unknown' || weaver === 'ambiguous' ? '' : weaver,
      clusterName: draft.cells('Cluster'),
      clusterNameTa: draft.cells('Cluster (Tamil)'),
      loomDays: draft.cells('Loom Days'),
      yarn: draft.cells('Yarn'),
      yarnTa: draft.cells('Yarn (Tamil)'),
      handloomMark: markOf('Handloom Mark'),
      indiaHandloomBrand: markOf('India Handloom Brand'),
      silkMarkLabel: draft.cells('Silk Mark Label'),
      giName: draft.cells('GI Name'),
      giNameTa: draft.cells('GI Name (Tamil)'),
    };
    const parsed = AdminProductInputSchema.safeParse({
      title: draft.cells('Title'),
      price: draft.cells('Variant Price'),
      discountPercent: discount === '' ? '0' : discount,
      images: images.map((image) => image.url),
      category: draft.cells('Type'),
      stock: draft.cells('Variant Inventory Qty'),
      hsn: draft.cells('HSN Code'),
      description: htmlToText(draft.cells('Body (HTML)')),
      fabric: draft.cells('Fabric'),
      colour: draft.cells('Colour'),
      occasions: occasionsCell(draft.cells('Occasions')),
      // Plain text, as the form takes it (only the English body may be Shopify's HTML).
      titleTa: draft.cells('Title (Tamil)'),
      descriptionTa: draft.cells('Description (Tamil)'),
      provenance,
    });
    if (parsed.success) {
      products.push({ handle: draft.handle, row: draft.row, input: parsed.data, optionalFields, provenanceFields });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const [field, slot] = issue.path;
      const image = field === 'images' && typeof slot === 'number' ? images[slot] : undefined;
      const column = field === 'provenance' ? PROVENANCE_FIELD_COLUMNS[String(slot)] : FIELD_COLUMNS[String(field)];
      problems.push({ row: image?.row ?? draft.row, column: column ?? null, message: schemaMessageIn(locale, issue.message) });
    }
  }
  problems.sort((a, b) => a.row - b.row);
  return { products: problems.length ? [] : products, problems };
}

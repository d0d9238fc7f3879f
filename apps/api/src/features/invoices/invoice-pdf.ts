import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { formatGstRate, formatRupees, formatShopDate, type InvoiceLine } from '@handloom/shared';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { creditNoteReasons, type TaxDocument } from './invoice-document.ts';

// The PDF of a tax invoice, bill of supply or credit note, drawn with pdfkit
// from the stored snapshot. Fonts: Noto Sans Tamil from @fontsource (SIL OFL),
// embedded as subsets: its "latin" file has the Latin letters and figures,
// its "tamil" file the Tamil script and the rupee sign (₹), so every run of
// text is drawn in the file that has its glyphs.

const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-tamil/LICENSE')), 'files');
const FONT_FILES = {
  latin: 'noto-sans-tamil-latin-400-normal.woff',
  latinBold: 'noto-sans-tamil-latin-700-normal.woff',
  tamil: 'noto-sans-tamil-tamil-400-normal.woff',
  tamilBold: 'noto-sans-tamil-tamil-700-normal.woff',
} as const;
type FontName = keyof typeof FONT_FILES;
let fonts: [FontName, PDFKit.Mixins.PDFFontSource][] | undefined;
/**
 * Read, unpacked and parsed once, on the first document (about 100 kB as
 * WOFF). pdfkit takes a parsed fontkit font as well as bytes; given bytes, it
 * would parse every table again for every document, which was a quarter of
 * a flash sale's CPU. Documents are drawn one at a time (below), so no two
 * share a font at once; each still embeds its own subset.
 */
function parsedFonts(): [FontName, PDFKit.Mixins.PDFFontSource][] {
  fonts ??= (Object.entries(FONT_FILES) as [FontName, string][]).map(([name, file]) => [
    name,
    // pdfkit's types list only bytes and paths; its PDFFontFactory also takes a font object with layout().
    fontkit.create(woffToSfnt(readFileSync(path.join(fontsDir, file)))) as unknown as PDFKit.Mixins.PDFFontSource,
  ]);
  return fonts;
}

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps (W3C WOFF
 * File Format 1.0, sections 3-5): its tables zlib-inflated and laid out
 * behind an sfnt header. fontkit would inflate every table again for every
 * document; profiled in a flash sale, that was three quarters of the PDF's CPU.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  woff.copy(header, 0, 4, 8); // the flavour: TrueType or CFF
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

/** Tamil letters, the joiners Tamil uses, the dandas, the rupee sign and the dotted circle: in the tamil file. */
function inTamilFile(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x0b80 && code <= 0x0bff) || [0x200c, 0x200d, 0x0964, 0x0965, 0x20b9, 0x25cc].includes(code);
}

const TITLES = { tax_invoice: 'TAX INVOICE', bill_of_supply: 'BILL OF SUPPLY', credit_note: 'CREDIT NOTE' } as const;

// The labels are bilingual, Tamil first (docs/tamil-glossary.md: a GST tax
// invoice is a வரி விலைப்பட்டியல்), the same on every document whatever the
// shopper's language: an invoice is a record for both the shopper and the tax
// officer. "GST", "GSTIN", "HSN" and the tax names stay as the law prints them.
const TAMIL_TITLES = { tax_invoice: 'வரி விலைப்பட்டியல்', bill_of_supply: 'வழங்கல் பட்டியல்', credit_note: 'வரவுக் குறிப்பு' } as const;

/** "தேதி / Date": a label in both languages. */
function both(tamil: string, english: string): string {
  return `${tamil} / ${english}`;
}

/** A credit note's reason in both languages where the shop wrote it; as stored otherwise. */
function reasonText(reason: string): string {
  const known = Object.values(creditNoteReasons).find((text) => text.en === reason);
  return known ? both(known.ta, known.en) : reason;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const grouped = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 127415 -> "1,274.15" (the table's figures; the totals carry ₹). */
function figure(paise: number): string {
  return grouped.format(paise / 100);
}

/** Splits text into runs drawn with the latin or the tamil file. */
export function fontRuns(text: string): { tamil: boolean; text: string }[] {
  const runs: { tamil: boolean; text: string }[] = [];
  for (const character of text) {
    const tamil = inTamilFile(character);
    const last = runs.at(-1);
    if (last && (last.tamil === tamil || character === ' ')) last.text += character;
    else runs.push({ tamil, text: character });
  }
  return runs;
}

type Doc = PDFKit.PDFDocument;
interface TextOptions {
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
}

function write(doc: Doc, text: string, x: number, y: number, options: TextOptions = {}): number {
  const size = options.size ?? 9;
  const runs = fontRuns(text);
  if (runs.length > 1 && text.includes('\n')) {
    // pdfkit's continued runs ignore line breaks: lines in two scripts are written one by one.
    return text.split('\n').reduce((lineY, line) => write(doc, line, x, lineY, options), y);
  }
  const fontOf = (tamil: boolean) => (tamil ? (options.bold ? 'tamilBold' : 'tamil') : options.bold ? 'latinBold' : 'latin');
  doc.fontSize(size);
  const base = { width: options.width ?? PAGE.width - PAGE.margin - x, align: options.align ?? 'left', lineGap: 1 } as const;
  if (runs.length <= 1) {
    doc.font(fontOf(runs[0]?.tamil ?? false)).text(text, x, y, base);
  } else if (options.align === 'right' && !text.includes('\n')) {
    // One right-aligned line in two fonts ("₹6,430.60"): measured run by run, drawn from where it must start.
    const widths = runs.map((run) => doc.font(fontOf(run.tamil)).widthOfString(run.text));
    let left = x + base.width - widths.reduce((a, b) => a + b, 0);
    runs.forEach((run, index) => {
      doc.font(fontOf(run.tamil)).text(run.text, left, y, { lineBreak: false });
      left += widths[index] ?? 0;
    });
    doc.x = x;
    doc.y = y + doc.currentLineHeight(true);
  } else {
    // Mixed scripts flow as one paragraph, run by run.
    runs.forEach((run, index) => {
      doc.font(fontOf(run.tamil));
      if (index === 0) doc.text(run.text, x, y, { ...base, continued: true });
      else doc.text(run.text, { continued: index < runs.length - 1 });
    });
  }
  return doc.y;
}

function heightOf(doc: Doc, text: string, width: number, options: TextOptions = {}): number {
  doc.font(options.bold ? 'latinBold' : 'latin').fontSize(options.size ?? 9);
  return doc.heightOfString(text, { width, lineGap: 1 });
}

interface Column {
  /** The heading in English, and in Tamil where it is not the law's own abbreviation (HSN, CGST). */
  title: string;
  tamilTitle?: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
}

function columnsOf(document: TaxDocument): Column[] {
  const taxed = document.kind !== 'bill_of_supply';
  const tax = (amount: (line: InvoiceLine) => number, rate: (line: InvoiceLine) => number) => (line: InvoiceLine) => `${figure(amount(line))}\n@ ${formatGstRate(rate(line))}`;
  const half = (line: InvoiceLine) => line.rateBasisPoints / 2;
  const common: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_line, index) => String(index + 1) },
    { title: 'Description', tamilTitle: 'விவரம்', width: taxed ? 117 : 185, align: 'left', cell: (line) => line.description },
    { title: 'HSN', width: 36, align: 'left', cell: (line) => line.hsn },
    { title: 'Qty', tamilTitle: 'எண்ணிக்கை', width: 60, align: 'right', cell: (line) => (line.unit ? `${line.quantity} ${line.unit}` : String(line.quantity)) },
    { title: 'Unit price (incl. tax)', tamilTitle: 'வரி உட்பட்ட விலை', width: 60, align: 'right', cell: (line) => figure(line.unitPricePaise) },
  ];
  if (!taxed) return [...common, { title: 'Amount', tamilTitle: 'தொகை', width: 158, align: 'right', cell: (line) => figure(line.amountPaise) }];
  const taxes: Column[] = document.intraState
    ? [
        { title: 'CGST', width: 50, align: 'right', cell: tax((line) => line.cgstPaise, half) },
        { title: 'SGST', width: 50, align: 'right', cell: tax((line) => line.sgstPaise, half) },
      ]
    : [{ title: 'IGST', width: 100, align: 'right', cell: tax((line) => line.igstPaise, (line) => line.rateBasisPoints) }];
  return [
    ...common,
    { title: 'Taxable value', tamilTitle: 'வரிக்குரிய மதிப்பு', width: 62, align: 'right', cell: (line) => figure(line.taxableValuePaise) },
    ...taxes,
    { title: 'Total', tamilTitle: 'மொத்தம்', width: 64, align: 'right', cell: (line) => figure(line.amountPaise) },
  ];
}

/** A page after the first: it starts with the document's title and number, so a page read on its own still says whose it is. */
function nextPage(doc: Doc, document: TaxDocument): number {
  doc.addPage();
  return write(doc, `${both(TAMIL_TITLES[document.kind], TITLES[document.kind])} ${document.number} (${both('தொடர்ச்சி', 'continued')})`, PAGE.margin, PAGE.margin, { bold: true }) + 6;
}

function drawTable(doc: Doc, document: TaxDocument, top: number): number {
  const columns = columnsOf(document);
  // The Tamil heading on a line of its own above the English, in one script per line.
  const headings = columns.map((column) => (column.tamilTitle ? `${column.tamilTitle}\n${column.title}` : column.title));
  let y = top;
  const rule = () => doc.moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y).lineWidth(0.5).strokeColor('#999999').stroke();
  const placeRow = (cells: string[], bold: boolean, size?: number) => {
    const height = Math.max(...cells.map((cell, index) => heightOf(doc, cell, (columns[index]?.width ?? 0) - 4, { bold, size }))) + 6;
    if (y + height > PAGE.height - PAGE.margin - 140) {
      y = nextPage(doc, document);
      rule();
      // A page read on its own still says what each column holds.
      if (cells !== headings) placeRow(headings, true, 7);
    }
    let x = PAGE.margin;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      write(doc, cell, x + 2, y + 3, { width: column.width - 4, align: column.align, bold, size });
      x += column.width;
    });
    y += height;
    rule();
  };
  rule();
  placeRow(headings, true, 7);
  document.lines.forEach((line, index) => placeRow(columns.map((column) => column.cell(line, index)), false));
  return y;
}

function drawTotals(doc: Doc, document: TaxDocument, top: number): number {
  const { totals } = document;
  const rows: [string, string][] =
    document.kind === 'bill_of_supply'
      ? []
      : [
          [both('மொத்த வரிக்குரிய மதிப்பு', 'Total taxable value'), formatRupees(totals.taxableValuePaise)],
          ...(document.intraState
            ? ([
                [both('மொத்த CGST', 'Total CGST'), formatRupees(totals.cgstPaise)],
                [both('மொத்த SGST', 'Total SGST'), formatRupees(totals.sgstPaise)],
              ] as [string, string][])
            : ([[both('மொத்த IGST', 'Total IGST'), formatRupees(totals.igstPaise)]] as [string, string][])),
        ];
  rows.push([
    document.kind === 'credit_note' ? both('வரவு வைத்த மொத்தம்', 'Total credited') : both('விலைப்பட்டியல் மொத்தம்', 'Invoice total'),
    formatRupees(totals.amountPaise),
  ]);
  let y = top + 8;
  const labelX = PAGE.width - PAGE.margin - 350;
  rows.forEach(([label, value], index) => {
    const bold = index === rows.length - 1;
    const labelBottom = write(doc, label, labelX, y, { width: 240, bold });
    const valueBottom = write(doc, value, labelX + 240, y, { width: 110, align: 'right', bold });
    y = Math.max(labelBottom, valueBottom) + 3;
  });
  // The label on a line of its own: with the Tamil, label and amount no longer fit on one.
  y = write(doc, `${both('தொகை எழுத்தில்', 'Amount in words')}:`, PAGE.margin, y + 4, { bold: true });
  y = write(doc, document.amountInWords, PAGE.margin, y, { bold: true }) + 4;
  return y;
}

// Embedding the fonts' subsets keeps the CPU busy for a moment per document
// (fontkit parses and subsets each font). One document at a time, so a burst
// of paid orders (each emailing its invoice) never starves the requests in between.
let queue: Promise<unknown> = Promise.resolve();

/** The document as PDF bytes. */
export function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const rendered = queue.then(() => render(document));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function render(document: TaxDocument): Promise<Buffer> {
  // Let waiting requests run before this document takes the CPU.
  await new Promise((resolve) => setImmediate(resolve));
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: `${TITLES[document.kind]} ${document.number}`, Author: document.seller.legalName } });
  for (const [name, font] of parsedFonts()) doc.registerFont(name, font);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const { seller, buyer } = document;
  const left = PAGE.margin;
  const half = (PAGE.width - 2 * PAGE.margin) / 2;
  write(doc, both(TAMIL_TITLES[document.kind], TITLES[document.kind]), left, PAGE.margin, { size: 16, bold: true });
  if (seller.gstinIsSample) {
    doc.fillColor('#b00020');
    write(doc, 'SAMPLE: the GSTIN is illustrative (demo shop); this is not a valid tax invoice.', left, PAGE.margin + 22, { bold: true });
    doc.fillColor('black');
  }

  let y = PAGE.margin + 44;
  const sellerLines = [
    seller.address,
    `${both('மாநிலம்', 'State')}: ${seller.stateName} (code ${seller.stateCode})`,
    seller.gstin ? `GSTIN: ${seller.gstin}` : both('ஜிஎஸ்டி பதிவு இல்லை', 'Not registered for GST'),
  ];
  write(doc, seller.legalName, left, y, { bold: true, size: 11, width: half - 10 });
  let leftY = write(doc, sellerLines.join('\n'), left, doc.y + 2, { width: half - 10 });

  const facts = [
    `${both('எண்', `${document.kind === 'credit_note' ? 'Credit note' : document.kind === 'bill_of_supply' ? 'Bill of supply' : 'Invoice'} no.`)}: ${document.number}`,
    `${both('தேதி', 'Date')}: ${formatShopDate(document.issuedAt)}`,
    `${both('ஆர்டர்', 'Order')}: ${document.orderNumber}`,
    `${both('வழங்கும் இடம்', 'Place of supply')}: ${document.placeOfSupply.stateName} (code ${document.placeOfSupply.stateCode})`,
    ...(document.kind === 'bill_of_supply' ? [] : [`${both('எதிர்முறை வரி', 'Tax payable on reverse charge')}: ${both('இல்லை', 'No')}`]),
    ...(document.refersTo
      ? [
          `${both('எதிராக', 'Against')} ${document.refersTo.kind === 'bill_of_supply' ? 'bill of supply' : 'invoice'} ${document.refersTo.number} of ${formatShopDate(document.refersTo.issuedAt)}`,
        ]
      : []),
    ...(document.reason ? [`${both('காரணம்', 'Reason')}: ${reasonText(document.reason)}`] : []),
  ];
  const rightY = write(doc, facts.join('\n'), left + half + 10, y, { width: half - 10, size: 8 });
  y = Math.max(leftY, rightY) + 12;

  write(doc, both('வாங்குபவர், டெலிவரி முகவரி (பதிவு செய்யாதவர்)', 'Billed and shipped to (unregistered buyer)'), left, y, { bold: true });
  const buyerLines = [
    buyer.name,
    buyer.address,
    `${both('பின்கோடு', 'PIN')} ${buyer.pincode}`,
    `${both('மாநிலம்', 'State')}: ${buyer.stateName} (code ${buyer.stateCode})`,
    `${both('கைபேசி', 'Phone')}: ${buyer.phoneNumber}`,
  ];
  leftY = write(doc, buyerLines.join('\n'), left, doc.y + 2, {
    width: half * 2,
  });
  y = leftY + 12;

  y = drawTable(doc, document, y);
  y = drawTotals(doc, document, y);
  const tamilNote =
    document.kind === 'bill_of_supply'
      ? 'விற்பனையாளர் ஜிஎஸ்டி-யில் பதிவு செய்யவில்லை (கைத்தறிப் பொருட்களின் மாநிலங்களுக்கு இடையிலான சிறு விற்பனையாளர்களுக்கு விலக்கு உண்டு); வரி வசூலிக்கப்படவில்லை.'
      : 'விலைகள் ஜிஎஸ்டி உட்பட. டெலிவரி கட்டணத்துக்கு, அது கொண்டுசெல்லும் பொருட்களின் வரி விகிதமே.';
  const englishNote =
    document.kind === 'bill_of_supply'
      ? 'The supplier is not registered for GST (inter-State sellers of handloom goods below the turnover threshold are exempt from registration: Notification No. 03/2018-Integrated Tax); no tax is charged.'
      : 'Prices are inclusive of GST: taxable value = price / (1 + rate), rounded per line to the paisa. Shipping is taxed at the rate of the goods it carries.';
  y = write(doc, tamilNote, left, y + 4, { size: 8 });
  y = write(doc, englishNote, left, y + 2, { size: 8 }) + 24;
  if (y > PAGE.height - PAGE.margin - 60) y = nextPage(doc, document) + 12;
  write(doc, `For ${seller.legalName}`, PAGE.width - PAGE.margin - 220, y, { width: 220, align: 'right' });
  write(doc, both('அங்கீகரிக்கப்பட்ட கையொப்பம்', 'Authorised signatory'), PAGE.width - PAGE.margin - 260, y + 36, { width: 260, align: 'right', bold: true });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

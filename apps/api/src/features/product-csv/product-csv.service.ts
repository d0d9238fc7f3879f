import {
  AppError,
  bilingual,
  defaultHsnOfCategory,
  ErrorCode,
  formatGstRate,
  gstRateForPiece,
  isShopImage,
  salePricePaise,
  type ProductImportInput,
  type ProductImportProblem,
  type ProductImportReport,
  type ShopLocale,
} from '@handloom/shared';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { MediaStore } from '../media/media.store.ts';
import { parseProductsCsv, productImportMessages, productImportMessagesIn, productsCsv, taProductImportMessages, weaverCell, type CsvProduct } from './product-csv.ts';
import type { ProductCsvRepository } from './product-csv.repository.ts';

// A refusal (an HTTP error) carries both languages and the error handler picks the request's.
const importTexts = bilingual(productImportMessages, taProductImportMessages);

/** Image checks an import makes at once (object storage answers each in tens of milliseconds). */
const IMAGE_CHECKS_AT_ONCE = 16;

/**
 * The dashboard's products CSV. Images are kept as URLs: the export writes
 * the shop's own (/media/...) as absolute URLs under PUBLIC_URL, so another
 * shop can use them; an import turns this shop's own absolute URLs back into
 * /media/... and checks those exist, and never fetches any URL.
 * `onImported` runs after an import is applied and must not wait (it nudges
 * the back-in-stock emails, which go in the background).
 */
export function productCsvService(repository: ProductCsvRepository, catalog: CatalogService, media: MediaStore, publicUrl: string, onImported?: () => void) {
  const ownMediaPrefix = `${publicUrl.replace(/\/$/, '')}/media/`;

  function exportedImage(url: string): string {
    return isShopImage(url) ? `${publicUrl.replace(/\/$/, '')}${url}` : url;
  }

  function storedImage(url: string): string {
    const own = url.startsWith(ownMediaPrefix) ? `/media/${url.slice(ownMediaPrefix.length)}` : url;
    return isShopImage(own) ? own : url;
  }

  /**
   * Whether each of the shop's own images is there, each asked once and
   * several at a time: with object storage every question is a request, and
   * one after another a catalogue of a few hundred photos outlasted the page.
   */
  async function shopImagesPresent(urls: readonly string[]): Promise<Map<string, boolean>> {
    const pending = [...new Set(urls)];
    const present = new Map<string, boolean>();
    const askOne = async (): Promise<void> => {
      for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
        present.set(url, await media.has(`${url.slice('/media/'.length)}-320.webp`));
      }
    };
    await Promise.all(Array.from({ length: IMAGE_CHECKS_AT_ONCE }, askOne));
    return present;
  }

  return {
    async exportCsv(): Promise<string> {
      const [rows, slabs, weavers] = await Promise.all([repository.liveProducts(), repository.gstSlabs(), repository.weavers()]);
      const weaverNames = new Map(weavers.map((weaver) => [weaver.id, weaverCell(weaver, weavers)]));
      const products: CsvProduct[] = rows.map((row) => {
        const slab = slabs.find((candidate) => candidate.hsn === (row.hsn ?? defaultHsnOfCategory(row.category)));
        const { weaverId, clusterName, clusterNameTa, loomDays, yarn, yarnTa, handloomMark, indiaHandloomBrand, silkMarkLabel, giName, giNameTa } = row;
        return {
          handle: row.handle,
          title: row.title,
          description: row.description,
          category: row.category,
          pricePaise: row.pricePaise,
          discountPercent: row.discountPercent,
          stock: row.stock,
          images: row.images.map(exportedImage),
          hsn: row.hsn,
          gstRate: slab ? formatGstRate(gstRateForPiece(slab, salePricePaise(row.pricePaise, row.discountPercent))) : '',
          fabric: row.fabric,
          colour: row.colour,
          occasions: row.occasions,
          titleTa: row.titleTa,
          descriptionTa: row.descriptionTa,
          provenance: { weaver: weaverId ? (weaverNames.get(weaverId) ?? null) : null, clusterName, clusterNameTa, loomDays, yarn, yarnTa, handloomMark, indiaHandloomBrand, silkMarkLabel, giName, giNameTa },
        };
      });
      return productsCsv(products);
    },

    /** The report's problems are in `locale`, the admin's language (the Tamil dashboard's, or English). */
    async importCsv({ csv, dryRun }: ProductImportInput, locale: ShopLocale): Promise<ProductImportReport> {
      const say = productImportMessagesIn(locale);
      const { products, problems } = parseProductsCsv(csv, locale, await repository.weavers());
      const rows = products.map(({ handle, input, optionalFields, provenanceFields }) => ({
        ...Object.fromEntries(optionalFields.map((field) => [field, input[field]])),
        ...Object.fromEntries(provenanceFields.map((field) => [field, input.provenance[field]])),
        handle,
        title: input.title,
        pricePaise: input.price,
        discountPercent: input.discountPercent,
        category: input.category,
        stock: input.stock,
        description: input.description,
        hsn: input.hsn,
        images: input.images.map(storedImage),
      }));
      const present = await shopImagesPresent(rows.flatMap((row) => row.images.filter(isShopImage)));
      const missingImages: ProductImportProblem[] = rows.flatMap((row, i) =>
        row.images.filter((url) => present.get(url) === false).map((url) => ({ row: products[i]?.row ?? 0, column: 'Image Src', message: say.imageNotFound(url) })),
      );
      const allProblems = [...problems, ...missingImages];
      if (allProblems.length) return { dryRun, applied: false, created: 0, updated: 0, unchanged: 0, problems: allProblems };
      if (rows.length === 0) throw new AppError(ErrorCode.validation, importTexts.noRows, { csv: importTexts.noRows });
      const counts = await repository.upsertByHandle(rows, dryRun);
      if (!dryRun) {
        catalog.invalidate();
        onImported?.();
      }
      return { dryRun, applied: !dryRun, ...counts, problems: [] };
    },
  };
}
export type ProductCsvService = ReturnType<typeof productCsvService>;

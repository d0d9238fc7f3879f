import type { FastifyBaseLogger } from 'fastify';
import {
  isUuid,
  AppError,
  adminProductMessages,
  ErrorCode,
  isShopImage,
  normaliseCategory,
  categoryLabel,
  type AdminCategoryName,
  type AdminProductInput,
  type AdminProductList,
  type AdminProductListQuery,
  type CategoryNameInput,
  type Product,
  provenanceMessages,
  type StoredProvenance,
} from '@handloom/shared';
import { toProduct, type CatalogService } from '../catalog/catalog.service.ts';
import type { MediaStore } from '../media/media.store.ts';
import type { AdminProductsRepository } from './admin-products.repository.ts';
import { storeUploadedImage } from './uploaded-image.ts';
import type { ProductRecord } from '../catalog/catalog.repository.ts';


// Adding, changing and deleting products. Every change clears the catalogue's
// short-lived caches, so shoppers' next request sees it. Image URLs are stored
// as given and never fetched by the server (no requests to addresses an admin
// types, inside the shop's network or out).
/** Called after the admin saves a product; it must not wait (the back-in-stock emails are only nudged, and go in the background). */
export type ProductSavedListener = (product: Product) => void;

export function adminProductsService(repository: AdminProductsRepository, catalog: CatalogService, media: MediaStore, onSaved?: ProductSavedListener) {
  async function checkShopImages(images: readonly string[]): Promise<void> {
    const fields: Record<string, string> = {};
    await Promise.all(
      images.map(async (url, index) => {
        // An uploaded image exists as its WebP variants; the smallest stands for all.
        if (isShopImage(url) && !(await media.has(`${url.slice('/media/'.length)}-320.webp`))) {
          fields[`images.${index}`] = adminProductMessages.imageNotFound;
        }
      }),
    );
    if (Object.keys(fields).length) {
      const [message = adminProductMessages.imageNotFound] = Object.values(fields);
      throw new AppError(ErrorCode.validation, message, fields);
    }
  }

  async function checkWeaver(weaverId: string | null): Promise<void> {
    if (weaverId && !(await repository.weaverExists(weaverId))) {
      throw new AppError(ErrorCode.validation, provenanceMessages.weaverNotFound, { 'provenance.weaverId': provenanceMessages.weaverNotFound });
    }
  }

  function notFound(): AppError {
    return new AppError(ErrorCode.notFound, adminProductMessages.productNotFound);
  }

  return {
    async list(query: AdminProductListQuery): Promise<AdminProductList> {
      const search = query.search?.normalize('NFC');
      const { rows, total } = await repository.list({
        ...(search ? { titleContains: search } : {}),
        ...(query.category ? { category: normaliseCategory(query.category) } : {}),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map(toProduct), page: query.page, pageSize: query.pageSize, total };
    },

    /** The Update Product form reads the product as the shop shows it. */
    async product(id: string): Promise<Product> {
      const product = await catalog.product(id);
      const fields = product && (await repository.adminFieldsOf(id));
      if (!product || !fields) throw notFound();
      const { hsn, ...storedProvenance } = fields;
      return { ...product, hsn, storedProvenance };
    },

    async create(input: AdminProductInput): Promise<Product> {
      await checkShopImages(input.images);
      await checkWeaver(input.provenance.weaverId);
      const row = await repository.insert(values(input));
      catalog.invalidate();
      return adminAnswer(row);
    },

    async update(id: string, input: AdminProductInput): Promise<Product> {
      if (!isUuid(id)) throw notFound();
      await checkShopImages(input.images);
      await checkWeaver(input.provenance.weaverId);
      const { stock, ...rest } = values(input);
      const row = await repository.update(id, rest, input.stockWas === stock ? 'keep' : { set: stock, was: input.stockWas });
      if (!row) throw notFound();
      if (row === 'stock-changed') throw new AppError(ErrorCode.conflict, adminProductMessages.stockChanged, { stock: adminProductMessages.stockChanged });
      catalog.invalidate();
      const product = adminAnswer(row);
      onSaved?.(product);
      return product;
    },

    /** Soft delete: the product leaves the shop; orders keep their own snapshot of it. */
    async remove(id: string): Promise<void> {
      if (!isUuid(id) || !(await repository.softDelete(id))) throw notFound();
      catalog.invalidate();
    },

    categories(): Promise<string[]> {
      return repository.categories();
    },

    async categoryNames(): Promise<AdminCategoryName[]> {
      const rows = await repository.categoryNames();
      return rows.map((row) => ({ category: row.category, label: categoryLabel(row.category), nameTa: row.nameTa }));
    },

    /** Sets or (with null) clears a category's Tamil name; a name is only given to a category the shop shows. */
    async setCategoryName(categoryParameter: string, { nameTa }: CategoryNameInput): Promise<AdminCategoryName> {
      const category = normaliseCategory(categoryParameter);
      const categoryNotFound = new AppError(ErrorCode.notFound, adminProductMessages.categoryNotFound);
      if (!category) throw categoryNotFound;
      if (nameTa === null) {
        await repository.clearCategoryName(category);
      } else {
        if (!(await repository.hasLiveProductIn(category))) throw categoryNotFound;
        await repository.setCategoryName(category, nameTa);
      }
      catalog.invalidate();
      return { category, label: categoryLabel(category), nameTa };
    },

    uploadImage(bytes: Buffer, log: FastifyBaseLogger): Promise<string> {
      return storeUploadedImage(media, bytes, log);
    },
  };
}
export type AdminProductsService = ReturnType<typeof adminProductsService>;

function values(input: AdminProductInput) {
  return {
    title: input.title,
    pricePaise: input.price,
    discountPercent: input.discountPercent,
    category: input.category,
    stock: input.stock,
    description: input.description,
    titleTa: input.titleTa,
    descriptionTa: input.descriptionTa,
    images: input.images,
    hsn: input.hsn,
    ...input.provenance,
    fabric: input.fabric,
    colour: input.colour,
    occasions: input.occasions,
  };
}

function storedProvenanceOf(row: ProductRecord): StoredProvenance {
  const { weaverId, clusterName, loomDays, yarn, handloomMark, indiaHandloomBrand, silkMarkLabel, giName, clusterNameTa, yarnTa, giNameTa } = row;
  return { weaverId, clusterName, loomDays, yarn, handloomMark, indiaHandloomBrand, silkMarkLabel, giName, clusterNameTa, yarnTa, giNameTa };
}

function adminAnswer(row: ProductRecord): Product {
  return { ...toProduct(row), hsn: row.hsn, storedProvenance: storedProvenanceOf(row) };
}

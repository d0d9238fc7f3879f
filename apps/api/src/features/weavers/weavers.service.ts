import {
  AppError,
  bilingual,
  ErrorCode,
  isShopImage,
  isUuid,
  taWeaverMessages,
  weaverMessages,
  type AdminWeaverInput,
  type Disbursement,
  type DisbursementInput,
  type DonationLedger,
  type PublicWeaver,
  type Weaver,
  type WeaverPage,
  type WithdrawDisbursementInput,
} from '@handloom/shared';
import type { DisbursementRow, WeaverRow } from '../../db/schema.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { MediaStore } from '../media/media.store.ts';
import type { WeaversRepository } from './weavers.repository.ts';

const weaverTexts = bilingual(weaverMessages, taWeaverMessages);

export interface WeaversServiceDeps {
  catalog: CatalogService;
  media: MediaStore;
  /** The Funds tab's total raised (admin service), so the two agree to the paisa. */
  raisedPaise: () => Promise<number>;
}

// Weaver profiles (shown only with the weaver's consent, and published) and
// the open ledger of what the "Help Our Weavers" donations paid for.
export function weaversService(repository: WeaversRepository, { catalog, media, raisedPaise }: WeaversServiceDeps) {
  /** A portrait or receipt uploaded to the shop must still be there (as product images are checked). */
  async function checkShopImage(url: string | null, field: string): Promise<void> {
    if (url && isShopImage(url) && !(await media.has(`${url.slice('/media/'.length)}-320.webp`))) {
      throw new AppError(ErrorCode.validation, weaverMessages.imageNotFound, { [field]: weaverMessages.imageNotFound });
    }
  }

  function notFound(): AppError {
    return new AppError(ErrorCode.notFound, weaverMessages.weaverNotFound);
  }

  function slugTaken(): AppError {
    return new AppError(ErrorCode.conflict, weaverMessages.slugTaken, { slug: weaverMessages.slugTaken });
  }

  async function ledger(): Promise<DonationLedger> {
    const [raised, given, rows] = await Promise.all([raisedPaise(), repository.givenTotalPaise(), repository.listDisbursements()]);
    return { raisedPaise: raised, givenPaise: given, disbursements: rows.map(toDisbursement) };
  }

  return {
    async shown(): Promise<PublicWeaver[]> {
      return (await repository.listShown()).map(toPublicWeaver);
    },

    /** A shown weaver's profile and pieces in stock; 404 for anyone not shown. */
    async page(slug: string): Promise<WeaverPage> {
      const row = await repository.findShownBySlug(slug);
      if (!row) throw notFound();
      return { weaver: toPublicWeaver(row), products: await catalog.weaverProductsInStock(row.id) };
    },

    /** The same, null for anyone not shown (the server-written page head). */
    async pageOrNull(slug: string): Promise<WeaverPage | null> {
      const row = await repository.findShownBySlug(slug);
      return row && { weaver: toPublicWeaver(row), products: await catalog.weaverProductsInStock(row.id) };
    },

    async list(): Promise<Weaver[]> {
      return (await repository.list()).map(toWeaver);
    },

    async create(input: AdminWeaverInput): Promise<Weaver> {
      await checkShopImage(input.portrait, 'portrait');
      const row = await repository.insert(input);
      if (row === 'slug-taken') throw slugTaken();
      catalog.invalidate();
      return toWeaver(row);
    },

    async update(id: string, input: AdminWeaverInput): Promise<Weaver> {
      if (!isUuid(id)) throw notFound();
      await checkShopImage(input.portrait, 'portrait');
      const row = await repository.update(id, input);
      if (row === 'slug-taken') throw slugTaken();
      if (!row) throw notFound();
      catalog.invalidate();
      return toWeaver(row);
    },

    async remove(id: string): Promise<void> {
      if (!isUuid(id)) throw notFound();
      const outcome = await repository.remove(id);
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'named-by-products') throw new AppError(ErrorCode.conflict, weaverMessages.weaverHasProducts);
      // The weaver's page and the lists that name them are cached like the catalogue.
      catalog.invalidate();
    },

    ledger,

    async recordDisbursement(input: DisbursementInput): Promise<Disbursement> {
      await checkShopImage(input.receipt, 'receipt');
      // Raised is read before the ledger's lock is taken: it changes only with orders, and the lock is what keeps two disbursements apart.
      const values = { givenOn: input.givenOn, amountPaise: input.amount, recipient: input.recipient, receipt: input.receipt };
      const row = await repository.insertDisbursementWithin(values, await raisedPaise());
      if ('leftPaise' in row) {
        const text = weaverTexts.moreThanLeft(row.leftPaise);
        throw new AppError(ErrorCode.conflict, text, { amount: text });
      }
      return toDisbursement(row);
    },

    async withdrawDisbursement(id: string, { reason }: WithdrawDisbursementInput): Promise<Disbursement> {
      const result = isUuid(id) ? await repository.withdrawDisbursement(id, reason) : 'not-found';
      if (result === 'not-found') throw new AppError(ErrorCode.notFound, weaverMessages.disbursementNotFound);
      if (result === 'already-withdrawn') throw new AppError(ErrorCode.conflict, weaverMessages.alreadyWithdrawn);
      return toDisbursement(result);
    },
  };
}
export type WeaversService = ReturnType<typeof weaversService>;

function toPublicWeaver(row: WeaverRow): PublicWeaver {
  return {
    slug: row.slug,
    nameEn: row.nameEn,
    nameTa: row.nameTa,
    village: row.village,
    district: row.district,
    loom: row.loom === 'frame' ? 'frame' : 'pit',
    yearsWeaving: row.yearsWeaving,
    story: row.story,
    villageTa: row.villageTa,
    districtTa: row.districtTa,
    storyTa: row.storyTa,
    portrait: row.portrait,
    illustrative: row.illustrative,
  };
}

function toWeaver(row: WeaverRow): Weaver {
  return { ...toPublicWeaver(row), id: row.id, consent: row.consent, published: row.published, createdAt: row.createdAt.toISOString() };
}

function toDisbursement(row: DisbursementRow): Disbursement {
  const withdrawn = row.withdrawnAt && row.withdrawnReason !== null ? { at: row.withdrawnAt.toISOString(), reason: row.withdrawnReason } : null;
  return { id: row.id, givenOn: row.givenOn, amountPaise: row.amountPaise, recipient: row.recipient, receipt: row.receipt, withdrawn };
}

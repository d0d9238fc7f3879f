import { ADMIN_PRODUCT_PAGE_SIZE, categoryLabel, imageSrc, isShopImage, type Product } from '@handloom/shared';
import { formatRupeesShort } from '../../lib/format.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, ListStates, Pagination, type Column } from '../../components/ui/data-table.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { categoriesQuery, categoryNamesQuery, deleteProduct, productsQuery, refreshAfterProductChange } from './admin-api.ts';
import { pageCount } from './admin-format.ts';
import { iconButtonClass, inputClass, labelClass } from './admin-styles.ts';
import { CategoryNamesPanel } from './category-names-panel.tsx';
import { SearchField } from './search-field.tsx';
import { useListSearch } from './use-list-search.ts';
import { useFilterCategory } from './use-filter-category.ts';
import { locale } from '../../lib/locale.ts';
import { OwnerText, withOwnerText } from '../../lib/owner-text.tsx';
import { ProductText, shownTitle } from '../../lib/product-text.tsx';

const m = adminMessages.products;
const SEARCH_ID = 'admin-product-search';

/** Every live product with its stock: search, a remembered category filter, pages; edit and delete. */
export function ProductsTab() {
  const { text, search, page, setPage, onSearch } = useListSearch();
  const [category, setCategory] = useFilterCategory();
  const products = useQuery(productsQuery({ search, category, page }));
  const categories = useQuery(categoriesQuery);
  const tamilNames = useCategoryTamilNames();
  const [deleting, setDeleting] = useState<Product | null>(null);

  // A remembered category that no longer exists still filters (to nothing); it stays listed so it can be cleared.
  const categoryOptions = [...new Set([...(categories.data ?? []), ...(category ? [category] : [])])].sort();
  const total = products.data?.total ?? 0;

  return (
    <div>
      <div className="flex flex-wrap items-end gap-4">
        <SearchField
          id={SEARCH_ID}
          className="min-w-56 flex-1"
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={text}
          onSearch={onSearch}
        />
        <div className="min-w-48">
          <label htmlFor="admin-product-category" className={labelClass}>
            {m.categoryLabel}
          </label>
          <select
            id="admin-product-category"
            className={inputClass}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{m.allCategories}</option>
            {categoryOptions.map((option) => (
              <CategoryOption key={option} category={option} nameTa={tamilNames.get(option) ?? null} />
            ))}
          </select>
        </div>
        <Link
          to={paths.addProduct()}
          className="inline-flex items-center gap-2 rounded-md bg-maroon-700 px-4 py-2.5 font-semibold text-white hover:bg-maroon-800 dark:bg-zari-400 dark:text-ink-900 dark:hover:bg-zari-300"
        >
          <Plus aria-hidden="true" className="size-5" />
          {m.addProduct}
        </Link>
      </div>

      <ListStates query={products} errorText={adminMessages.loadFailed} count={(data) => m.count(data.total)}>
        {(data) => <DataTable columns={productColumns(setDeleting, tamilNames)} rows={data.items} rowKey={(product) => product.id} empty={m.empty} />}
      </ListStates>
      <Pagination page={page} pages={pageCount(total, ADMIN_PRODUCT_PAGE_SIZE)} onChange={setPage} />
      {deleting ? (
        <DeleteProduct
          product={deleting}
          onClose={() => setDeleting(null)}
          // The deleted row took its Delete button, where the focus came back to, with it.
          onDeleted={() => document.getElementById(SEARCH_ID)?.focus()}
        />
      ) : null}
      <CategoryNamesPanel />
    </div>
  );
}

/** Each category's Tamil name where the owner set one (the same answer the Tamil names panel below shows). */
function useCategoryTamilNames(): Map<string, string | null> {
  const names = useQuery(categoryNamesQuery);
  return new Map((names.data ?? []).map((name) => [name.category, name.nameTa]));
}

/** A filter option: on a Tamil page the owner's Tamil name, else the English label marked as English (an option holds text only, so not OwnerText). */
function CategoryOption({ category, nameTa }: { category: string; nameTa: string | null }) {
  const shownTa = locale === 'ta' ? nameTa : null;
  return (
    <option value={category} lang={locale === 'ta' && !shownTa ? 'en' : undefined}>
      {shownTa ?? categoryLabel(category)}
    </option>
  );
}

function productColumns(onDelete: (product: Product) => void, tamilNames: ReadonlyMap<string, string | null>): Column<Product>[] {
  return [
    { header: m.image, cell: (product) => <Thumbnail product={product} /> },
    { header: m.title, cell: (product) => <ProductText shown={shownTitle(product)} />, className: 'max-w-xs font-medium break-words' },
    { header: m.category, cell: (product) => <OwnerText ta={tamilNames.get(product.category) ?? null}>{categoryLabel(product.category)}</OwnerText> },
    {
      header: m.price,
      align: 'end',
      className: 'tabular-nums',
      cell: (product) => (
        <>
          {formatRupeesShort(product.salePricePaise)}
          {product.discountPercent > 0 ? <s className="ml-2 text-stone-600 dark:text-stone-300">{formatRupeesShort(product.pricePaise)}</s> : null}
        </>
      ),
    },
    { header: m.discount, align: 'end', className: 'tabular-nums', cell: (product) => `${product.discountPercent}%` },
    {
      header: m.stock,
      align: 'end',
      className: 'tabular-nums',
      cell: (product) => (product.stock === 0 ? <span className="font-semibold text-red-700 dark:text-red-300">{m.outOfStock}</span> : product.stock),
    },
    {
      header: m.actions,
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (product) => (
        <>
          <Link to={paths.updateProduct(product.id)} aria-label={m.edit(shownTitle(product).text)} title={m.edit(shownTitle(product).text)} className={iconButtonClass}>
            <Pencil aria-hidden="true" className="size-5" />
          </Link>
          <button type="button" onClick={() => onDelete(product)} aria-label={m.delete(shownTitle(product).text)} title={m.delete(shownTitle(product).text)} className={iconButtonClass}>
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </>
      ),
    },
  ];
}

function Thumbnail({ product }: { product: Product }) {
  const [first] = product.images;
  if (!first || !(isShopImage(first) || first.startsWith('https://'))) return null;
  return <img src={imageSrc(first, 160)} alt="" width={40} height={50} loading="lazy" className="h-12.5 w-10 rounded object-cover" />;
}

function DeleteProduct({ product, onClose, onDeleted }: { product: Product; onClose: () => void; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: () => deleteProduct(product.id),
    onSuccess: async () => {
      void notifySuccess(m.deleted);
      onClose();
      await refreshAfterProductChange(queryClient);
      onDeleted();
    },
  });
  const error = removal.error ? (removal.error instanceof ApiError ? removal.error.message : adminMessages.loadFailed) : null;
  return (
    <ConfirmDialog
      title={m.deleteTitle}
      confirmLabel={m.confirmDelete}
      busyLabel={m.deleting}
      keepLabel={m.keep}
      busy={removal.isPending}
      error={error}
      onConfirm={() => removal.mutate()}
      onClose={onClose}
    >
      {shownTitle(product).lang ? withOwnerText(m.deleteText, product.title) : m.deleteText(shownTitle(product).text)}
    </ConfirmDialog>
  );
}

import { ADMIN_PRODUCT_PAGE_SIZE, categoryLabel, formatRupeesShort, imageSrc, isShopImage, type Product } from '@handloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { adminMessages } from '../../messages/admin-messages.ts';
import { categoriesQuery, deleteProduct, productsQuery, refreshAfterProductChange } from './admin-api.ts';
import { pageCount } from './admin-format.ts';
import { cellClass, headCellClass, iconButtonClass, inputClass, labelClass, panelClass, tableClass } from './admin-styles.ts';
import { DeleteProductDialog } from './delete-product-dialog.tsx';
import { Pagination } from './pagination.tsx';
import { useDebounced } from './use-debounced.ts';
import { useFilterCategory } from './use-filter-category.ts';

const m = adminMessages.products;

/** Every live product with its stock: search, a remembered category filter, pages; edit and delete. */
export function ProductsTab() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useFilterCategory();
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounced(search.trim());
  const products = useQuery(productsQuery({ search: debouncedSearch, category, page }));
  const categories = useQuery(categoriesQuery);
  const [deleting, setDeleting] = useState<Product | null>(null);

  // A remembered category that no longer exists still filters (to nothing); it stays listed so it can be cleared.
  const categoryOptions = [...new Set([...(categories.data ?? []), ...(category ? [category] : [])])].sort();
  const total = products.data?.total ?? 0;

  return (
    <div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-56 flex-1">
          <label htmlFor="admin-product-search" className={labelClass}>
            {m.searchLabel}
          </label>
          <input
            id="admin-product-search"
            type="search"
            className={inputClass}
            placeholder={m.searchPlaceholder}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
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
              <option key={option} value={option}>
                {categoryLabel(option)}
              </option>
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

      <p className="mt-4 text-sm text-stone-700 dark:text-stone-300" aria-live="polite">
        {products.data ? m.count(total) : ''}
      </p>

      {products.isPending ? <Spinner /> : null}
      {products.isError ? <FormAlert tone="error">{adminMessages.loadFailed}</FormAlert> : null}
      {products.data && products.data.items.length === 0 ? <p className="py-8 text-center">{m.empty}</p> : null}
      {products.data && products.data.items.length > 0 ? (
        <div className={`mt-2 overflow-x-auto ${panelClass}`}>
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={headCellClass}>
                  {m.image}
                </th>
                <th scope="col" className={headCellClass}>
                  {m.title}
                </th>
                <th scope="col" className={headCellClass}>
                  {m.category}
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  {m.price}
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  {m.discount}
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  {m.stock}
                </th>
                <th scope="col" className={`${headCellClass} text-right`}>
                  {m.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.data.items.map((product) => (
                <ProductRow key={product.id} product={product} onDelete={() => setDeleting(product)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination page={page} pages={pageCount(total, ADMIN_PRODUCT_PAGE_SIZE)} onChange={setPage} />
      {deleting ? <DeleteProduct product={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}

function ProductRow({ product, onDelete }: { product: Product; onDelete: () => void }) {
  const [first] = product.images;
  return (
    <tr>
      <td className={cellClass}>
        {first && (isShopImage(first) || first.startsWith('https://')) ? (
          <img src={imageSrc(first, 320)} alt="" width={40} height={50} loading="lazy" className="h-12.5 w-10 rounded object-cover" />
        ) : null}
      </td>
      <td className={`${cellClass} max-w-xs font-medium break-words`}>{product.title}</td>
      <td className={cellClass}>{categoryLabel(product.category)}</td>
      <td className={`${cellClass} text-right tabular-nums`}>
        {formatRupeesShort(product.salePricePaise)}
        {product.discountPercent > 0 ? (
          <s className="ml-2 text-stone-600 dark:text-stone-300">{formatRupeesShort(product.pricePaise)}</s>
        ) : null}
      </td>
      <td className={`${cellClass} text-right tabular-nums`}>{product.discountPercent}%</td>
      <td className={`${cellClass} text-right tabular-nums`}>
        {product.stock === 0 ? <span className="font-semibold text-red-700 dark:text-red-300">{m.outOfStock}</span> : product.stock}
      </td>
      <td className={`${cellClass} text-right whitespace-nowrap`}>
        <Link to={paths.updateProduct(product.id)} aria-label={m.edit(product.title)} title={m.edit(product.title)} className={iconButtonClass}>
          <Pencil aria-hidden="true" className="size-5" />
        </Link>
        <button type="button" onClick={onDelete} aria-label={m.delete(product.title)} title={m.delete(product.title)} className={iconButtonClass}>
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </td>
    </tr>
  );
}

function DeleteProduct({ product, onClose }: { product: Product; onClose: () => void }) {
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: () => deleteProduct(product.id),
    onSuccess: async () => {
      void notifySuccess(m.deleted);
      onClose();
      await refreshAfterProductChange(queryClient);
    },
  });
  const error = removal.error ? (removal.error instanceof ApiError ? removal.error.message : adminMessages.loadFailed) : null;
  return (
    <DeleteProductDialog
      title={product.title}
      busy={removal.isPending}
      error={error}
      onConfirm={() => {
        if (!removal.isPending) removal.mutate();
      }}
      onClose={onClose}
    />
  );
}

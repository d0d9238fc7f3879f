import { adminApi, catalogApi, gstApi, weaversApi, type AdminWeaverForm, type DisbursementForm, type WithdrawDisbursementForm, type AdminOrderFilterStatus, type AdminOrderStatusInput, type AdminProductForm } from '@handloom/shared';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call, groupKey, queryKey, urlOf } from '../../lib/api-client.ts';

// Every call the admin screens make. Their query keys all start with the
// 'admin' group, so one invalidation refreshes the whole dashboard.

export const adminQueryGroup = groupKey(adminApi.stats);

export interface ProductsFilter {
  search: string;
  category: string;
  page: number;
}

export interface OrdersFilter {
  status: AdminOrderFilterStatus | '';
  search: string;
  page: number;
}

export interface UsersFilter {
  search: string;
  page: number;
}

// The first page and an empty filter are the endpoint's defaults: left out of the URL.
const orAll = <T extends string>(text: T | '') => text || undefined;
const pageParam = (page: number) => (page > 1 ? page : undefined);

export const statsQuery = queryOptions({ queryKey: queryKey(adminApi.stats), queryFn: () => call(adminApi.stats) });
export const backupStatusQuery = queryOptions({ queryKey: queryKey(adminApi.backupStatus), queryFn: () => call(adminApi.backupStatus) });
export const salesQuery = queryOptions({ queryKey: queryKey(adminApi.sales), queryFn: () => call(adminApi.sales) });
export const categoriesQuery = queryOptions({
  queryKey: queryKey(adminApi.categories),
  queryFn: async () => (await call(adminApi.categories)).categories,
});

export const categoryNamesQuery = queryOptions({
  queryKey: queryKey(adminApi.categoryNames),
  queryFn: async () => (await call(adminApi.categoryNames)).categories,
});

export function productsQuery(filter: ProductsFilter) {
  return queryOptions({
    queryKey: queryKey(adminApi.products, filter),
    queryFn: () =>
      call(adminApi.products, { query: { search: orAll(filter.search), category: orAll(filter.category), page: pageParam(filter.page) } }),
    placeholderData: keepPreviousData,
  });
}

export function adminProductQuery(id: string) {
  return queryOptions({
    queryKey: queryKey(adminApi.product, { id }),
    queryFn: () => call(adminApi.product, { params: { id } }),
    // The form is filled once; a refetch must not overwrite what the admin is typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function ordersQuery(filter: OrdersFilter) {
  return queryOptions({
    queryKey: queryKey(adminApi.orders, filter),
    queryFn: () => call(adminApi.orders, { query: { status: orAll(filter.status), search: orAll(filter.search), page: pageParam(filter.page) } }),
    placeholderData: keepPreviousData,
  });
}

export function usersQuery(filter: UsersFilter) {
  return queryOptions({
    queryKey: queryKey(adminApi.users, filter),
    queryFn: () => call(adminApi.users, { query: { search: orAll(filter.search), page: pageParam(filter.page) } }),
    placeholderData: keepPreviousData,
  });
}

export function fundsQuery(page: number) {
  return queryOptions({
    queryKey: queryKey(adminApi.funds, { page }),
    queryFn: () => call(adminApi.funds, { query: { page: pageParam(page) } }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the orders the Order tab shows (a plain link: the browser downloads it with the session cookie). */
/** The CSV of the orders the list shows: the same status and search, every page. */
export function ordersExportUrl({ status, search }: Omit<OrdersFilter, 'page'>): string {
  return urlOf(adminApi.exportOrders, { query: { status: orAll(status), search: orAll(search) } });
}

export const createProduct = (form: AdminProductForm) => call(adminApi.createProduct, { body: form });

export const updateProduct = (id: string, form: AdminProductForm) => call(adminApi.updateProduct, { params: { id }, body: form });

/** An empty name clears it. */
export const setCategoryName = (category: string, nameTa: string) => call(adminApi.setCategoryName, { params: { category }, body: { nameTa } });

export const deleteProduct = (id: string) => call(adminApi.deleteProduct, { params: { id } });

export const changeOrderStatus = (id: string, input: AdminOrderStatusInput) => call(adminApi.changeOrderStatus, { params: { id }, body: input });
export const retryRefund = (id: string) => call(adminApi.retryRefund, { params: { id } });

/** Uploads and imports carry up to 10 or 20 MB, and an import checks every image it names: a slow line must not cut them short. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** Checks (dryRun) or applies a products CSV. */
export const importProducts = (csv: string, dryRun: boolean) => call(adminApi.importProducts, { body: { csv, dryRun }, timeoutMs: UPLOAD_TIMEOUT_MS });

export function uploadImage(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return call(adminApi.uploadImage, { formData, timeoutMs: UPLOAD_TIMEOUT_MS });
}

/**
 * After a product changes: the dashboard's figures, and every catalogue list
 * or product this tab has shown (the catalogue group), are read again.
 */
export async function refreshAfterProductChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryGroup }),
    queryClient.invalidateQueries({ queryKey: groupKey(catalogApi.product) }),
  ]);
}

/** After a category's Tamil name changes: the admin's lists, and the catalogue's categories (header, grid, filters). */
export async function refreshAfterCategoryNameChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryGroup }),
    queryClient.invalidateQueries({ queryKey: queryKey(catalogApi.facets) }),
  ]);
}

/** The month's GST report (a plain link: the browser downloads it with the session cookie). */
export const gstReportUrl = (month: string) => urlOf(gstApi.gstReport, { query: { month } });

/** An order's invoice or credit note PDF, for the order card. */
export const adminInvoiceUrl = (orderId: string) => urlOf(gstApi.adminInvoicePdf, { params: { id: orderId } });
export const adminCreditNoteUrl = (orderId: string) => urlOf(gstApi.adminCreditNotePdf, { params: { id: orderId } });

// Weaver profiles and the donation ledger (issue 17); their endpoints are tagged 'admin', so their keys are in the admin group.
export const weaversQuery = queryOptions({ queryKey: queryKey(weaversApi.weavers), queryFn: async () => (await call(weaversApi.weavers)).items });
export const ledgerQuery = queryOptions({ queryKey: queryKey(weaversApi.disbursements), queryFn: () => call(weaversApi.disbursements) });

export const saveWeaver = (id: string | null, body: AdminWeaverForm) =>
  id ? call(weaversApi.updateWeaver, { params: { id }, body }) : call(weaversApi.createWeaver, { body });
export const deleteWeaver = (id: string) => call(weaversApi.deleteWeaver, { params: { id } });
export const recordDisbursement = (body: DisbursementForm) => call(weaversApi.createDisbursement, { body });
export const withdrawDisbursement = (id: string, body: WithdrawDisbursementForm) => call(weaversApi.withdrawDisbursement, { params: { id }, body });

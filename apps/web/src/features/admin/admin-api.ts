import type {
  AdminFunds,
  AdminOrder,
  AdminOrderFilterStatus,
  AdminOrderList,
  AdminOrderStatusInput,
  AdminProductForm,
  AdminProductList,
  AdminSales,
  AdminStats,
  AdminUserList,
  Product,
  UploadedImage,
} from '@handloom/shared';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// Every call the admin screens make, and their query keys (all under 'admin',
// so one invalidation refreshes the whole dashboard).

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  sales: ['admin', 'sales'] as const,
  categories: ['admin', 'categories'] as const,
  products: (filter: ProductsFilter) => ['admin', 'products', filter] as const,
  product: (id: string) => ['admin', 'product', id] as const,
  orders: (filter: OrdersFilter) => ['admin', 'orders', filter] as const,
  users: (filter: UsersFilter) => ['admin', 'users', filter] as const,
  funds: (page: number) => ['admin', 'funds', page] as const,
};

export interface ProductsFilter {
  search: string;
  category: string;
  page: number;
}

export interface OrdersFilter {
  status: AdminOrderFilterStatus | '';
  page: number;
}

export interface UsersFilter {
  search: string;
  page: number;
}

function query(params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== '' && value !== 1) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const statsQuery = queryOptions({ queryKey: adminKeys.stats, queryFn: () => api<AdminStats>('/api/admin/stats') });
export const salesQuery = queryOptions({ queryKey: adminKeys.sales, queryFn: () => api<AdminSales>('/api/admin/sales') });
export const categoriesQuery = queryOptions({
  queryKey: adminKeys.categories,
  queryFn: async () => (await api<{ categories: string[] }>('/api/admin/categories')).categories,
});

export function productsQuery(filter: ProductsFilter) {
  return queryOptions({
    queryKey: adminKeys.products(filter),
    queryFn: () => api<AdminProductList>(`/api/admin/products${query({ ...filter })}`),
    placeholderData: keepPreviousData,
  });
}

export function productQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: () => api<Product>(`/api/admin/products/${encodeURIComponent(id)}`),
    // The form is filled once; a refetch must not overwrite what the admin is typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function ordersQuery(filter: OrdersFilter) {
  return queryOptions({
    queryKey: adminKeys.orders(filter),
    queryFn: () => api<AdminOrderList>(`/api/admin/orders${query({ ...filter })}`),
    placeholderData: keepPreviousData,
  });
}

export function usersQuery(filter: UsersFilter) {
  return queryOptions({
    queryKey: adminKeys.users(filter),
    queryFn: () => api<AdminUserList>(`/api/admin/users${query({ ...filter })}`),
    placeholderData: keepPreviousData,
  });
}

export function fundsQuery(page: number) {
  return queryOptions({
    queryKey: adminKeys.funds(page),
    queryFn: () => api<AdminFunds>(`/api/admin/funds${query({ page })}`),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the orders the Order tab shows (a plain link: the browser downloads it with the session cookie). */
export function ordersExportUrl(status: AdminOrderFilterStatus | ''): string {
  return `/api/admin/orders/export${query({ status })}`;
}

export const createProduct = (form: AdminProductForm) => api<Product>('/api/admin/products', { method: 'POST', json: form });

export const updateProduct = (id: string, form: AdminProductForm) =>
  api<Product>(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'PUT', json: form });

export const deleteProduct = (id: string) => api<void>(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const changeOrderStatus = (id: string, input: AdminOrderStatusInput) =>
  api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}/status`, { method: 'POST', json: input });

const UPLOAD_TIMEOUT_MS = 120_000;

export function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  return api<UploadedImage>('/api/admin/uploads', { method: 'POST', body, signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) });
}

/**
 * After a product changes: the dashboard's figures, and every catalogue list
 * or product this tab has shown (their keys start with 'catalog'), are read again.
 */
export async function refreshAfterProductChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  ]);
}

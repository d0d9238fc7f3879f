import type { Product } from '@handloom/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** One product by id; an unknown id fails with ApiError 404. */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'product', id] as const,
    queryFn: () => api<Product>(`/api/products/${encodeURIComponent(id)}`),
  });
}

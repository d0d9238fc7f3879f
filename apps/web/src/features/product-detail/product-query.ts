import { catalogApi, type Product } from '@handloom/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, call, queryKey } from '../../lib/api-client.ts';

/**
 * One product by id; an unknown id is null (an answer, not a failure), so the
 * server can render "not found" and hand the same answer to the browser.
 */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: queryKey(catalogApi.product, { id }),
    queryFn: async (): Promise<Product | null> => {
      try {
        return await call(catalogApi.product, { params: { id } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

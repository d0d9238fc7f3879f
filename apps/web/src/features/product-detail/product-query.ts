import { catalogApi } from '@handloom/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, queryKey } from '../../lib/api-client.ts';

/** One product by id; an unknown id fails with ApiError 404. */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: queryKey(catalogApi.product, { id }),
    queryFn: () => call(catalogApi.product, { params: { id } }),
  });
}

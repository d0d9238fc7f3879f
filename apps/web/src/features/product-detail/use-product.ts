import { useQuery } from '@tanstack/react-query';
import { productQuery } from './product-query.ts';

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

import { useState } from 'react';
import { readStored, storageKeys, writeStored } from '../../lib/storage.ts';

/** The Products tab's category filter, remembered across visits under `filterCategory` (spec section 3). */
export function useFilterCategory(): [string, (category: string) => void] {
  const [category, setCategory] = useState(() => {
    const stored = readStored<unknown>(storageKeys.filterCategory, '');
    return typeof stored === 'string' ? stored : '';
  });
  function choose(next: string) {
    setCategory(next);
    writeStored(storageKeys.filterCategory, next);
  }
  return [category, choose];
}

import { useEffect } from 'react';
import { settings } from './settings.ts';

/**
 * The tab's title after a move inside the app, in the form the server writes
 * on a first load ("Title | Shop"). Null leaves the title as it is.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = title === settings.shopName ? title : `${title} | ${settings.shopName}`;
  }, [title]);
}

import { createContext, useContext, useEffect } from 'react';
import { settings } from './settings.ts';

/** Filled while the server renders a page: the title its page asked for, for the Tamil pages' <title> (entry-server.tsx). */
export const RenderedHead = createContext<((title: string) => void) | null>(null);

/**
 * The tab's title after a move inside the app, in the form the server writes
 * on a first load ("Title | Shop"). Null leaves the title as it is.
 */
export function useDocumentTitle(title: string | null): void {
  const tellServer = useContext(RenderedHead);
  if (tellServer && title !== null) tellServer(title);
  useEffect(() => {
    if (title === null) return;
    document.title = title === settings.shopName ? title : `${title} | ${settings.shopName}`;
  }, [title]);
}

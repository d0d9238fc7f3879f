import { catalogApi } from '@handloom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call, queryKey } from '../../lib/api-client.ts';

// Suggestions follow the typing a little behind, so a fast typist asks once.
const SUGGEST_DEBOUNCE_MS = 150;
const MIN_LENGTH = 2;

/** Products and categories matching what is typed (two characters or more); undefined while there are none to show. */
export function useSearchSuggestions(text: string, enabled: boolean) {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const wanted = enabled && settled.length >= MIN_LENGTH;
  const query = useQuery({
    queryKey: queryKey(catalogApi.suggestions, settled),
    queryFn: () => call(catalogApi.suggestions, { query: { search: settled } }),
    enabled: wanted,
    // The last suggestions stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // Text too short to suggest from (or a closed list) shows none, whatever was fetched before.
  return wanted && text.trim().length >= MIN_LENGTH ? query.data : undefined;
}

import { useState } from 'react';
import { useDebounce } from 'use-debounce';

// Search boxes ask the server once per pause in typing, not once per key.
const SEARCH_DELAY_MS = 300;

/** An admin list's search: the text in the box, the search sent once typing pauses, and the page (back to 1 on a new search). */
export function useListSearch(initial = '') {
  const [text, setText] = useState(initial);
  const [page, setPage] = useState(1);
  const [search] = useDebounce(text.trim(), SEARCH_DELAY_MS);
  const onSearch = (next: string) => {
    setText(next);
    setPage(1);
  };
  return { text, search, page, setPage, onSearch };
}

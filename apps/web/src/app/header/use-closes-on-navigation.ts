import { useState } from 'react';
import { useLocation } from 'react-router';

/** Closes whatever is open when the page changes (a link was followed, or Back). */
export function useClosesOnNavigation(close: () => void): void {
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    close();
  }
}

import { accountsApi } from '@handloom/shared';
import { ApiError, call } from '../../lib/api-client.ts';
import { basename } from '../../lib/locale.ts';
import { notifyError } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { storageKeys } from '../../lib/storage.ts';

/**
 * Ends the session on the server, clears what the shop kept in the browser
 * (cart, favourites, user, filters; the light/dark choice stays, it is not
 * personal), and goes home with a fresh page so no state of the old session lingers.
 * A logout the shop did not take (offline, a 5xx) clears nothing: the session
 * still stands, and the shopper's cart with it. One already ended (401) is done.
 */
export function useLogout() {
  return async () => {
    try {
      await call(accountsApi.logout);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        void notifyError(error instanceof Error ? error.message : String(error));
        return;
      }
    }
    for (const key of Object.values(storageKeys)) {
      if (key !== storageKeys.theme) localStorage.removeItem(key);
    }
    window.location.assign(`${basename}${paths.home()}`);
  };
}

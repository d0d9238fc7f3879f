import { basename } from '../../lib/locale.ts';
import { paths } from '../../lib/paths.ts';
import { accountsApi } from '@handloom/shared';
import { call } from '../../lib/api-client.ts';
import { storageKeys } from '../../lib/storage.ts';

/**
 * Ends the session on the server, clears what the shop kept in the browser
 * (cart, favourites, user, filters; the light/dark choice stays, it is not
 * personal), and goes home with a fresh page so no state of the old session lingers.
 */
export function useLogout() {
  return async () => {
    await call(accountsApi.logout).catch(() => undefined);
    for (const key of Object.values(storageKeys)) {
      if (key !== storageKeys.theme) localStorage.removeItem(key);
    }
    window.location.assign(`${basename}${paths.home()}`);
  };
}

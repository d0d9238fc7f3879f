import type { RouteAccess } from '@handloom/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../features/session/use-session.ts';
import { paths } from '../lib/paths.ts';
import { messages } from '../messages/messages.ts';

/** Guarded pages send visitors who may not see them to /login (and back after logging in). */
export function RequireAccess({ access }: { access: Exclude<RouteAccess, 'all'> }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Spinner />;
  // Who is logged in could not be asked (offline, the shop busy): not a reason to send a logged-in shopper to Log in.
  if (session.data === undefined) {
    return (
      <div role="alert" className="mx-auto max-w-xl py-12 text-center">
        <p className="mb-4">{session.error?.message ?? messages.common.cannotReachShop}</p>
        <Button onClick={() => void session.refetch()}>{messages.common.retry}</Button>
      </div>
    );
  }
  const user = session.data;
  const allowed = access === 'user' ? user !== null : user?.isAdmin === true;
  if (!allowed) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return <Outlet />;
}

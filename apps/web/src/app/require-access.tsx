import type { RouteAccess } from '@handloom/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../features/session/use-session.ts';
import { paths } from '../lib/paths.ts';

/** Guarded pages send visitors who may not see them to /login (and back after logging in). */
export function RequireAccess({ access }: { access: Exclude<RouteAccess, 'all'> }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Spinner />;
  const user = session.data ?? null;
  const allowed = access === 'user' ? user !== null : user?.isAdmin === true;
  if (!allowed) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return <Outlet />;
}

import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '../messages/messages.ts';
import { paths } from '../lib/paths.ts';

/** A page that failed to load (a lost chunk after a deploy, a bug) still offers a way on. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-serif text-3xl font-semibold">{status === 404 ? messages.notFound.heading : messages.errors.pageFailed}</h1>
      <div className="mt-6 flex justify-center gap-4">
        <button type="button" className="rounded bg-maroon-700 px-4 py-2 text-white" onClick={() => window.location.reload()}>
          {messages.common.retry}
        </button>
        <Link to={paths.home()} className="rounded border px-4 py-2">
          {messages.common.backToHome}
        </Link>
      </div>
    </div>
  );
}

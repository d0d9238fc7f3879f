import { catalogApi } from '@handloom/shared';
import { useMutation } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useLocation } from 'react-router';
import { TextLink } from '../../components/ui/text-link.tsx';
import { ApiError, call } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.catalog.detail;

/** On a sold-out product: one email to the shopper when the admin restocks it. */
export function NotifyWhenBack({ productId }: { productId: string }) {
  const location = useLocation();
  const request = useMutation({ mutationFn: () => call(catalogApi.notifyWhenBack, { params: { id: productId } }) });
  const needsLogin = request.error instanceof ApiError && request.error.status === 401;
  return (
    <div className="flex flex-col gap-2">
      {request.isSuccess ? null : (
        <button
          type="button"
          disabled={request.isPending}
          onClick={() => request.mutate()}
          className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-md border-2 border-maroon-700 px-5 py-2 font-semibold text-maroon-700 hover:bg-maroon-50 focus-visible:outline-maroon-700 disabled:opacity-60 dark:border-zari-400 dark:text-zari-300 dark:hover:bg-ink-800 dark:focus-visible:outline-zari-400"
        >
          <Bell aria-hidden="true" className="size-5" />
          {m.notifyMe}
        </button>
      )}
      <p role="status" className="text-sm">
        {request.isSuccess ? m.notifyDone(request.data.email) : null}
        {needsLogin ? <TextLink to={paths.login(location.pathname)}>{m.notifyLogIn}</TextLink> : null}
        {request.isError && !needsLogin ? m.notifyFailed : null}
      </p>
    </div>
  );
}

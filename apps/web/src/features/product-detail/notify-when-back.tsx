import { catalogApi } from '@handloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { TextLink } from '../../components/ui/text-link.tsx';
import { ApiError, call } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { productQuery } from './product-query.ts';

const m = shopMessages.catalog.detail;

/** On a sold-out product: one email to the shopper when the admin restocks it. */
export function NotifyWhenBack({ productId }: { productId: string }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const status = useRef<HTMLParagraphElement>(null);
  const request = useMutation({
    mutationFn: () => call(catalogApi.notifyWhenBack, { params: { id: productId } }),
    // The button goes: the focus moves to what took its place.
    onSuccess: () => queueMicrotask(() => status.current?.focus()),
    // A refusal that says the page is out of date (in stock again, or gone): the product is read again.
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) void queryClient.invalidateQueries({ queryKey: productQuery(productId).queryKey });
    },
  });
  const refusal = request.error instanceof ApiError && request.error.status >= 400 && request.error.status < 500 ? request.error : null;
  const needsLogin = refusal?.status === 401;
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
      <p ref={status} role="status" tabIndex={-1} className="text-sm focus:outline-none">
        {request.isSuccess ? m.notifyDone(request.data.email) : null}
        {needsLogin ? <TextLink to={paths.login(location.pathname)}>{m.notifyLogIn}</TextLink> : null}
        {/* The shop's own words for a refusal (in stock again, too many asks); a failure to reach it, try again. */}
        {request.isError && !needsLogin ? (refusal?.message ?? m.notifyFailed) : null}
      </p>
    </div>
  );
}

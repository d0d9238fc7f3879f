import { checkoutMessages, deliveryApi, districtNameTa, normalPincode, pincodeProblem, taCheckoutMessages, type DeliveryEstimate } from '@handloom/shared';
import { formatDeliveryWindow, stateName } from '../../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError, call, queryKey } from '../../lib/api-client.ts';
import { locale } from '../../lib/locale.ts';
import { withOwnerText } from '../../lib/owner-text.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';
import { useDeliveryPincode } from './delivery-pincode-store.ts';

const m = shopMessages.delivery;
// The pincode's rule in the page's language from its zod-free catalogue (not schemaText, whose lookup would bring the schemas and zod to the product page).
const pincodeMessages = locale === 'ta' ? taCheckoutMessages : checkoutMessages;

/** "Check delivery": whether the shop delivers to a pincode, when, and whether cash on delivery is offered there. The pincode is remembered. */
export function CheckDelivery() {
  const id = useId();
  const { pincode, setPincode } = useDeliveryPincode();
  // What the shopper typed; until they type, the pincode they checked last (it arrives after hydration).
  const [edited, setTyped] = useState<string | null>(null);
  const typed = edited ?? pincode;
  const [problem, setProblem] = useState<string | null>(null);
  const estimate = useQuery({
    queryKey: queryKey(deliveryApi.estimate, pincode),
    queryFn: () => call(deliveryApi.estimate, { params: { pincode } }),
    enabled: pincode !== '',
    retry: false,
  });
  // While a failed check is asked again, the shopper sees it being checked, not the old failure.
  const error = problem ?? (estimate.error && !estimate.isFetching ? (estimate.error instanceof ApiError && estimate.error.status < 500 ? estimate.error.message : m.failed) : null);

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-md border border-stone-200 p-3 dark:border-ink-700">
      <h2 id={`${id}-heading`} className="mb-2 flex items-center gap-2 font-semibold">
        <Truck aria-hidden="true" className="size-5" />
        {m.heading}
      </h2>
      <form
        noValidate
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const typedProblem = pincodeProblem(typed, pincodeMessages);
          setProblem(typedProblem);
          if (typedProblem) return;
          const checked = normalPincode(typed);
          // The same pincode keeps its query key: ask the server again (a failed check is not retried by itself).
          if (checked === pincode) void estimate.refetch();
          else setPincode(checked);
        }}
      >
        <label htmlFor={`${id}-pincode`} className="sr-only">
          {m.pincode}
        </label>
        <input
          id={`${id}-pincode`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={12}
          placeholder="632301"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-result`}
          className="w-32 rounded-md border border-stone-400 bg-white px-3 py-1.5 dark:border-stone-500 dark:bg-ink-900"
        />
        <button type="submit" className="rounded-md border border-maroon-700 px-3 py-1.5 font-medium text-maroon-700 dark:border-zari-400 dark:text-zari-300">
          {m.check}
        </button>
      </form>
      <div id={`${id}-result`} aria-live="polite" className="mt-2 text-sm">
        {error ? <p className="text-red-700 dark:text-red-300">{error}</p> : estimate.isFetching ? <p>{m.checking}</p> : estimate.data ? <Estimate estimate={estimate.data} /> : null}
      </div>
    </section>
  );
}

function Estimate({ estimate }: { estimate: DeliveryEstimate }) {
  return (
    <>
      {/* The state has its Tamil name, and so do the districts of Tamil Nadu and Puducherry; another's stays India Post's English (lang="en" on a Tamil page).
          Asked for in the Tamil build only, so the English pages do not carry the list. */}
      <p className="text-stone-700 dark:text-stone-300">
        {withOwnerText((district: string) => m.to(district, stateName(estimate.state), estimate.pincode), { en: estimate.district, ta: locale === 'ta' ? districtNameTa(estimate.state, estimate.district) : null })}
      </p>
      {estimate.window ? <p className="font-medium">{m.expected(formatDeliveryWindow(estimate.window))}</p> : null}
      <p>{estimate.cod.available ? m.codAvailable : estimate.cod.reason}</p>
    </>
  );
}

import { type CheckoutMethod, type CodOffer } from '@handloom/shared';
import { formatRupeesShort } from '../../lib/format.ts';
import { useId } from 'react';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.cart;

interface PaymentChoiceProps {
  method: CheckoutMethod;
  cod: CodOffer | null;
  onChange: (method: CheckoutMethod) => void;
}

/**
 * Pay online (UPI, cards, netbanking, wallets) or cash on delivery. Cash on
 * delivery is offered only when the owner's rules allow this cart, and the
 * reason shows when they do not; the server checks again at checkout (and the
 * pincode there).
 */
export function PaymentChoice({ method, cod, onChange }: PaymentChoiceProps) {
  const name = useId();
  const reasonId = useId();
  const codOffered = cod?.available === true;
  const options = [
    { value: 'online' as const, label: m.payOnline, hint: m.payOnlineHint, disabled: false },
    // The fee only when the server has said it: never "₹0 fee" while the cart's prices cannot be checked.
    { value: 'cod' as const, label: m.payCod, hint: cod && cod.feePaise > 0 ? m.payCodHint(formatRupeesShort(cod.feePaise)) : m.payCodHintPlain, disabled: !codOffered },
  ];
  return (
    <fieldset className="mb-4">
      <legend className="mb-2 font-semibold">{m.paymentHeading}</legend>
      <div className="space-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-start gap-3 rounded-md border border-stone-300 p-3 has-checked:border-maroon-700 has-checked:bg-cream-100 has-disabled:opacity-70 dark:border-stone-600 dark:has-checked:border-zari-400 dark:has-checked:bg-ink-900"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={method === option.value}
              disabled={option.disabled}
              aria-describedby={option.value === 'cod' && cod && !codOffered ? reasonId : undefined}
              onChange={() => onChange(option.value)}
              className="mt-1"
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="block text-xs text-stone-600 dark:text-stone-300">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {cod && !codOffered && cod.reason ? (
        <p id={reasonId} className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          {cod.reason}
        </p>
      ) : null}
    </fieldset>
  );
}

import type { Order } from '@handloom/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';
import { payAgain } from './checkout-api.ts';
import { usePaymentWindow } from './use-payment-window.tsx';

const m = shopMessages.checkout;

interface PayAgainProps {
  order: Order;
  /** Paid, or left pending again: the page reads the order again. */
  onDone: () => void;
}

/** The same order, paid again after the bank refused its payment: its stock reserved again, no cart to fill. */
export function PayAgain({ order, onDone }: PayAgainProps) {
  // A refusal for good (the order paid meanwhile in another tab, say) ends paying again here; its message stays on screen
  // (reading the order again at once would take this panel, and the message, away).
  const [refused, setRefused] = useState(false);
  const paymentWindow = usePaymentWindow({ onPaid: onDone, onPending: onDone, onRefused: () => setRefused(true) });
  const reopen = useMutation({ mutationFn: () => payAgain(order.id), onSuccess: (session) => paymentWindow.open(session) });
  return (
    <div className="space-y-2">
      <p role="status" className="rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-400 dark:bg-ink-800 dark:text-amber-100">
        {m.paymentRefused}
      </p>
      {reopen.error ? <FormAlert tone="error">{reopen.error.message}</FormAlert> : null}
      <Button disabled={reopen.isPending || paymentWindow.confirming || refused} onClick={() => (paymentWindow.session ? paymentWindow.open(paymentWindow.session) : reopen.mutate())}>
        {reopen.isPending ? m.working : m.payAgain}
      </Button>
      {paymentWindow.notice ? <p className="text-sm">{paymentWindow.notice}</p> : null}
      {paymentWindow.view}
    </div>
  );
}

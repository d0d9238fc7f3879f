import { CodConfirmInputSchema, ErrorReason, type CodCheckout, type Order } from '@handloom/shared';
import { formatRupees, formatShopDateTime } from '../../lib/format.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { confirmCod, resendCod } from './checkout-api.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';

const m = shopMessages.checkout;

interface CodConfirmDialogProps {
  checkout: CodCheckout;
  onPlaced: (order: Order) => void;
  onClose: () => void;
}

/**
 * Cash on delivery: the 6-digit code sent to the shopper confirms the order.
 * A wrong code says how many tries are left; an order the server ended (too
 * many wrong codes, the code lapsed) says so and asks for a new Buy Now.
 */
export function CodConfirmDialog({ checkout, onPlaced, onClose }: CodConfirmDialogProps) {
  const [expiresAt, setExpiresAt] = useState(checkout.codeExpiresAt);
  const [ended, setEnded] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resendsLeft, setResendsLeft] = useState(checkout.resendsLeft);
  const form = useForm({ resolver: schemaResolver(CodConfirmInputSchema), defaultValues: { code: '' } });

  const confirm = useMutation({
    mutationFn: confirmCod,
    onSuccess: onPlaced,
    onError: (error) => {
      if (error instanceof ApiError && error.fields.code) form.setError('code', { message: error.fields.code }, { shouldFocus: true });
      else if (error instanceof ApiError && error.status === 409) setEnded(error.message);
      else form.setError('root', { message: error.message });
    },
  });
  const resend = useMutation({
    mutationFn: () => resendCod(checkout.orderId),
    onMutate: () => setResent(false),
    onSuccess: (sent) => {
      setExpiresAt(sent.codeExpiresAt);
      setResendsLeft(sent.resendsLeft);
      setResent(true);
      form.clearErrors();
    },
    onError: (error) => {
      // The shop says the code's time ran out: it has released the order, so only a new Buy Now helps.
      if (error instanceof ApiError && error.reason === ErrorReason.codCodeExpired) setEnded(error.message);
      else {
        // Codes asked for in another tab may have used up the last one: the shop's word stands.
        if (error instanceof ApiError && error.reason === ErrorReason.codCodesSpent) setResendsLeft(0);
        form.setError('root', { message: error.message });
      }
    },
  });
  const busy = confirm.isPending || resend.isPending;
  const errors = form.formState.errors;

  return (
    <ModalDialog title={m.codHeading} onClose={onClose} closeLabel={m.codCloseLabel} busy={confirm.isPending}>
      {ended ? (
        <div className="space-y-4">
          <FormAlert tone="error">{ended}</FormAlert>
          <Button onClick={onClose}>{m.codClose}</Button>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            setResent(false);
            void form.handleSubmit(({ code }) => confirm.mutate({ orderId: checkout.orderId, code }))();
          }}
        >
          {/* The amount as the shop priced it now (a price may have changed since the cart page's figures). */}
          <p className="font-semibold">{m.codTotal(formatRupees(checkout.totals.totalPaise))}</p>
          <p className="text-sm">{m.codSent(checkout.sentTo, formatShopDateTime(expiresAt))}</p>
          {errors.root?.message ? <FormAlert tone="error">{errors.root.message}</FormAlert> : null}
          {resent ? <FormAlert tone="success">{m.codResent}</FormAlert> : null}
          {resendsLeft === 0 && !errors.root ? <p className="text-sm">{m.codNoMoreResends}</p> : null}
          <FormField
            label={m.codCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            readOnly={busy}
            error={errors.code?.message}
            {...form.register('code')}
          />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
            <Button variant="secondary" disabled={busy || resendsLeft === 0} onClick={() => resend.mutate()}>
              {m.codResend}
            </Button>
            <Button type="submit" aria-disabled={busy}>
              {confirm.isPending ? m.codConfirming : m.codConfirm}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}

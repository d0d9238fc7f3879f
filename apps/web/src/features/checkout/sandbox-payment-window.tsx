import { cardDigits, cardProblems, formatRupees, type CardProblems, type CardValues, type CheckoutSession, type PaymentResult } from '@handloom/shared';
import { useMutation } from '@tanstack/react-query';
import { CreditCard, LockKeyhole } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { paySandbox } from './checkout-api.ts';

const m = shopMessages.checkout;

interface SandboxPaymentWindowProps {
  session: CheckoutSession;
  /** The server is checking the payment (after a successful card). */
  confirming: boolean;
  /** The payment went through but could not be confirmed; the shopper may ask again. */
  confirmError: string | null;
  onPaid: (result: PaymentResult) => void;
  onRetryConfirm: () => void;
  onClose: () => void;
}

const cardFields: (keyof CardValues)[] = ['cardNumber', 'expiry', 'cvv'];

function cardErrorsOf(error: ApiError): CardProblems {
  return Object.fromEntries(cardFields.filter((field) => error.fields[field]).map((field) => [field, error.fields[field]]));
}

/**
 * The shop's own card payment window (PAYMENT_PROVIDER=sandbox). It answers
 * like Razorpay Checkout: a payment id, the provider's order id and a
 * signature, which the server then verifies. Loaded only when a shopper pays.
 */
export default function SandboxPaymentWindow({ session, confirming, confirmError, onPaid, onRetryConfirm, onClose }: SandboxPaymentWindowProps) {
  const [values, setValues] = useState<CardValues>({ cardNumber: '', expiry: '', cvv: '' });
  const [errors, setErrors] = useState<CardProblems>({});
  const [alert, setAlert] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const amount = formatRupees(session.amountPaise);

  const focusField = (field: keyof CardValues) => formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const pay = useMutation({
    mutationFn: paySandbox,
    onSuccess: (result) => onPaid(result),
    onError: (error) => {
      const serverErrors = error instanceof ApiError ? cardErrorsOf(error) : {};
      setErrors(serverErrors);
      setAlert(error instanceof ApiError && error.status === 402 ? m.cardDeclined : error.message);
      focusField(cardFields.find((field) => serverErrors[field]) ?? 'cardNumber');
    },
  });
  const busy = pay.isPending || confirming;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (confirmError) {
      onRetryConfirm();
      return;
    }
    const found = cardProblems(values, new Date());
    setErrors(found);
    setAlert(null);
    const first = cardFields.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    pay.mutate({ providerOrderId: session.providerOrderId, cardNumber: cardDigits(values.cardNumber), expiry: values.expiry.trim(), cvv: values.cvv.trim() });
  };

  const field = (name: keyof CardValues) => ({
    name,
    value: values[name],
    error: errors[name],
    readOnly: busy,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <ModalDialog title={session.shopName} onClose={onClose} closeLabel={m.closePayment} busy={busy}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600 dark:text-stone-300">{m.receipt}</dt>
        <dd className="break-words">{session.receipt}</dd>
        <dt className="text-stone-600 dark:text-stone-300">{m.amount}</dt>
        <dd className="text-lg font-semibold tabular-nums">{amount}</dd>
      </dl>
      <p className="mt-3 flex items-start gap-2 rounded-md border border-zari-400 bg-cream-100 px-3 py-2 text-sm dark:border-zari-700 dark:bg-ink-900">
        <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{m.testCards}</span>
      </p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 space-y-4">
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        {confirmError ? <FormAlert tone="error">{confirmError}</FormAlert> : null}
        {confirming ? (
          <p role="status" className="text-sm font-medium">
            {m.confirming}
          </p>
        ) : null}
        <FormField label={m.cardNumber} inputMode="numeric" autoComplete="cc-number" {...field('cardNumber')} />
        <div className="grid grid-cols-2 gap-4">
          <FormField label={m.expiry} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...field('expiry')} />
          <FormField label={m.cvv} inputMode="numeric" autoComplete="cc-csc" {...field('cvv')} />
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {m.cancelPayment}
          </Button>
          <Button type="submit" aria-disabled={busy}>
            <LockKeyhole aria-hidden="true" className="size-4" />
            {confirmError ? m.retryConfirm : pay.isPending ? m.paying : m.pay(amount)}
          </Button>
        </div>
        <p className="text-xs text-stone-600 dark:text-stone-300">{m.sandboxNote}</p>
      </form>
    </ModalDialog>
  );
}

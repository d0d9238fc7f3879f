import {
  cardDigits,
  cardProblems,
  typedExpiry,
  type CardProblems,
  type CardValues,
  type CheckoutSession,
  type PaymentResult,
  type SandboxUpiInput,
  type SandboxUpiResult,
} from '@handloom/shared';
import { formatRupees } from '../../lib/format.ts';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { CreditCard, LockKeyhole } from 'lucide-react';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { schemaText } from '../../lib/schema-text.ts';
import { messages } from '../../messages/messages.ts';
import { shopMessages } from '../../messages/shop-messages.ts';
import { paySandbox, paySandboxUpi } from './checkout-api.ts';

const m = shopMessages.checkout;

interface SandboxPaymentWindowProps {
  session: CheckoutSession;
  /** The server is checking the payment (after a successful card). */
  confirming: boolean;
  /** The payment went through but could not be confirmed; the shopper may ask again. */
  confirmError: string | null;
  /** The shop refused the payment for good (say, the order was paid meanwhile): said, with only Close. */
  confirmRefused?: string | null;
  onPaid: (result: PaymentResult) => void;
  /** UPI left pending: the order is placed and waits for the bank. */
  onPending: (orderNumber: string) => void;
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
export default function SandboxPaymentWindow({ session, confirming, confirmError, confirmRefused = null, onPaid, onPending, onRetryConfirm, onClose }: SandboxPaymentWindowProps) {
  const [method, setMethod] = useState<'card' | 'upi'>('card');
  const methodName = useId();
  const [values, setValues] = useState<CardValues>({ cardNumber: '', expiry: '', cvv: '' });
  const [errors, setErrors] = useState<CardProblems>({});
  const [alert, setAlert] = useState<string | null>(null);
  /** The shop's word that this order can no longer be paid here (released after too many declines, expired, already paid). */
  const [ended, setEnded] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const amount = formatRupees(session.amountPaise);

  const focusField = (field: keyof CardValues) => formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const pay = useMutation({
    mutationFn: paySandbox,
    onSuccess: (result) => onPaid(result),
    onError: (error) => {
      if (endsTheOrder(error)) {
        setEnded(error.message);
        return;
      }
      const serverErrors = error instanceof ApiError ? cardErrorsOf(error) : {};
      setErrors(serverErrors);
      // Each problem once: a field's own message beside it, the alert only for what no field says.
      const saidByAField = Object.keys(serverErrors).length > 0;
      setAlert(error instanceof ApiError && error.status === 402 ? m.cardDeclined : saidByAField ? null : error.message);
      focusField(cardFields.find((field) => serverErrors[field]) ?? 'cardNumber');
    },
  });
  const upi = useMutation({
    mutationFn: paySandboxUpi,
    onSuccess: (answer) => {
      if (answer.status === 'pending') onPending(answer.orderNumber);
      else onPaid({ providerOrderId: answer.providerOrderId, paymentId: answer.paymentId, signature: answer.signature });
    },
    onError: (error) => {
      if (endsTheOrder(error)) setEnded(error.message);
    },
  });
  const busy = pay.isPending || confirming;
  // No closing while the UPI app's answer is on its way: it may still pay the order.
  const working = busy || upi.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (confirmError) {
      onRetryConfirm();
      return;
    }
    const found = cardProblems(values, new Date());
    setErrors(Object.fromEntries(Object.entries(found).map(([field, text]) => [field, schemaText(text)])));
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
    onChange: (event: { target: { value: string } }) => {
      const typed = name === 'expiry' ? typedExpiry(event.target.value) : event.target.value;
      setValues((current) => ({ ...current, [name]: typed }));
    },
  });

  return (
    <ModalDialog title={session.shopName} onClose={onClose} closeLabel={m.closePayment} busy={working}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600 dark:text-stone-300">{m.receipt}</dt>
        <dd className="break-words">{session.receipt}</dd>
        <dt className="text-stone-600 dark:text-stone-300">{m.amount}</dt>
        <dd className="text-lg font-semibold tabular-nums">{amount}</dd>
      </dl>
      {(ended ?? confirmRefused) ? (
        <div className="mt-4 space-y-4">
          <FormAlert tone="error">{ended ?? confirmRefused}</FormAlert>
          <div className="flex justify-end">
            <Button onClick={onClose}>{messages.common.close}</Button>
          </div>
        </div>
      ) : (
        <>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium">{m.paymentMethods}</legend>
        <div className="flex gap-2">
          {(['card', 'upi'] as const).map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-stone-400 px-3 py-1.5 text-sm font-semibold has-checked:border-maroon-700 has-checked:bg-cream-100 dark:border-stone-500 dark:has-checked:border-zari-400 dark:has-checked:bg-ink-900"
            >
              <input type="radio" name={methodName} value={choice} checked={method === choice} disabled={working} onChange={() => setMethod(choice)} />
              {choice === 'card' ? m.payByCard : m.payByUpi}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'upi' ? (
        <UpiPanel session={session} busy={busy} app={upi} confirmError={confirmError} onRetryConfirm={onRetryConfirm} onClose={onClose} />
      ) : (
        <>
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
        </>
      )}
        </>
      )}
    </ModalDialog>
  );
}

interface UpiPanelProps {
  session: CheckoutSession;
  busy: boolean;
  /** The sandbox UPI app's answer, kept by the window so that it stays open while one is on its way. */
  app: UseMutationResult<SandboxUpiResult, Error, SandboxUpiInput>;
  confirmError: string | null;
  onRetryConfirm: () => void;
  onClose: () => void;
}

/** A 409: the order cannot be paid in this window any more, so no button in it can help. */
function endsTheOrder(error: Error): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * UPI as India pays it since collect requests were retired: a QR code any UPI
 * app scans, or the intent link that opens the phone's UPI app, both carrying
 * the server's upi://pay intent. The sandbox then stands in for the app.
 */
function UpiPanel({ session, busy, app, confirmError, onRetryConfirm, onClose }: UpiPanelProps) {
  const intent = session.upiIntent ?? '';
  const [qr, setQr] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const amount = formatRupees(session.amountPaise);
  useEffect(() => {
    let live = true;
    if (intent) void qrSvg(intent, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`));
    return () => {
      live = false;
    };
  }, [intent]);

  const working = busy || app.isPending;
  const act = (outcome: 'success' | 'failure' | 'pending') => {
    if (working) return;
    setAlert(null);
    app.mutate(
      { providerOrderId: session.providerOrderId, outcome },
      { onError: (error) => setAlert(error instanceof ApiError && error.status === 402 ? m.upiFailed : error.message) },
    );
  };

  return (
    <div className="mt-4 space-y-4">
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      {confirmError ? <FormAlert tone="error">{confirmError}</FormAlert> : null}
      {working ? (
        <p role="status" className="text-sm font-medium">
          {confirming(busy)}
        </p>
      ) : null}
      <div className="flex flex-col items-center gap-2 text-center">
        {qr ? <img src={qr} alt={m.upiQrAlt(amount)} width={176} height={176} className="rounded bg-white p-1" /> : <div className="size-44" />}
        <p className="text-sm">{m.upiScan}</p>
        <a
          href={intent}
          className="inline-flex items-center justify-center rounded-md bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800 dark:bg-zari-400 dark:text-ink-900 dark:hover:bg-zari-300"
        >
          {m.upiOpenApp}
        </a>
      </div>
      <section aria-label={m.upiSandboxHeading} className="rounded-md border border-dashed border-stone-400 p-3 dark:border-stone-500">
        <h3 className="text-sm font-semibold">{m.upiSandboxHeading}</h3>
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-300">{m.upiSandboxNote}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {confirmError ? (
            <Button onClick={onRetryConfirm} aria-disabled={working}>
              {m.retryConfirm}
            </Button>
          ) : (
            <>
              <Button onClick={() => act('success')} aria-disabled={working}>
                {m.upiApprove}
              </Button>
              <Button variant="secondary" onClick={() => act('failure')} aria-disabled={working}>
                {m.upiDecline}
              </Button>
              <Button variant="secondary" onClick={() => act('pending')} aria-disabled={working}>
                {m.upiPending}
              </Button>
            </>
          )}
        </div>
      </section>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose} disabled={working}>
          {m.cancelPayment}
        </Button>
      </div>
    </div>
  );
}

function confirming(verifying: boolean): string {
  return verifying ? m.confirming : m.upiWorking;
}

// @vitest-environment happy-dom
import { codMessages, ErrorReason, taCodMessages, type CodCheckout } from '@handloom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodConfirmDialog } from './cod-confirm-dialog.tsx';

// The cash-on-delivery code box's answers to "Send a new code", as the shop gives them.

const orderId = '7d1f3c52-9a4e-4f4b-8f0e-2b7e1c9d4a10';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The shop's refusal: its words for the shopper, and which refusal it is for the box. */
const refused = (message: string, reason?: ErrorReason) => json(409, { error: { code: 'conflict', message, ...(reason ? { reason } : {}) } });

/** The box for an order whose code lasts until `codeExpiresAt`; each resend gets the next of `answers`. */
function renderDialog(codeExpiresAt: string, answers: (() => Response)[], resendsLeft = 2, totalPaise = 0) {
  const fetch = vi.fn(async (url: string) => {
    if (url === `/api/orders/${orderId}/resend-cod`) return (answers.shift() ?? (() => json(500, {})))();
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  const checkout: CodCheckout = { method: 'cod', orderId, totals: { subtotalPaise: 0, shippingPaise: 0, donationPaise: 0, codFeePaise: 0, totalPaise } as CodCheckout['totals'], sentTo: 'meena@example.com', codeExpiresAt, resendsLeft };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CodConfirmDialog checkout={checkout} onPlaced={() => {}} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog'), fetch };
}

afterEach(() => vi.unstubAllGlobals());

describe('the cash-on-delivery code box', () => {
  it('says the amount to pay on delivery, as the shop priced the order, before the shopper confirms it', () => {
    const { dialog } = renderDialog(new Date(Date.now() + 15 * 60_000).toISOString(), [], 2, 214_000);
    expect(within(dialog).getByText('You pay ₹2,140.00 in cash when the order is delivered.')).toBeTruthy();
  });

  it('a refused resend takes back "A new code is on its way" from the one before', async () => {
    const user = userEvent.setup();
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    const { dialog } = renderDialog(later, [() => json(200, { sentTo: 'meena@example.com', codeExpiresAt: later, resendsLeft: 1 }), () => refused(codMessages.tooManyCodesSent, ErrorReason.codCodesSpent)]);
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText('A new code is on its way.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText(codMessages.tooManyCodesSent)).toBeTruthy();
    expect(within(dialog).queryByText('A new code is on its way.')).toBeNull();
    // The code that went out last still works: the box still takes it.
    expect(within(dialog).getByRole('textbox', { name: 'Confirmation code' })).toBeTruthy();
  });

  it('a resend asked for after the code lapsed says the order was released and offers only Close', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog(new Date(Date.now() - 60_000).toISOString(), [() => refused(codMessages.codeExpired, ErrorReason.codCodeExpired)]);
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText(codMessages.codeExpired)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Confirmation code' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('after the last code the shop can send, "Send a new code" is off and the box says to use that code', async () => {
    const user = userEvent.setup();
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    const { dialog, fetch } = renderDialog(later, [() => json(200, { sentTo: 'meena@example.com', codeExpiresAt: later, resendsLeft: 0 })], 1);
    const resend = within(dialog).getByRole('button', { name: 'Send a new code' });
    expect(resend).toHaveProperty('disabled', false);
    await user.click(resend);
    expect(await within(dialog).findByText('A new code is on its way.')).toBeTruthy();
    expect(within(dialog).getByText('That was the last new code we can send for this order: please use it.')).toBeTruthy();
    expect(resend).toHaveProperty('disabled', true);
    await user.click(resend);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('textbox', { name: 'Confirmation code' })).toBeTruthy();
  });

  it('a box that learns from the shop that the codes are spent turns "Send a new code" off', async () => {
    const user = userEvent.setup();
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    // Told by the refusal's reason, not its words: here the shop answered in Tamil.
    const inTamil = taCodMessages.tooManyCodesSent;
    const { dialog } = renderDialog(later, [() => refused(inTamil, ErrorReason.codCodesSpent)]);
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText(inTamil)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send a new code' })).toHaveProperty('disabled', true);
  });

  it('a lapsed code told in other words still ends the box with only Close', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog(new Date(Date.now() - 60_000).toISOString(), [() => refused(taCodMessages.codeExpired, ErrorReason.codCodeExpired)]);
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText(taCodMessages.codeExpired)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Confirmation code' })).toBeNull();
  });
});

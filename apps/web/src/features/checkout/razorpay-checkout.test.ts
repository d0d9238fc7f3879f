import type { CheckoutSession } from '@handloom/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Razorpay Checkout is a script from Razorpay's servers: here a fake page
// records the <script> tags and a fake Razorpay records what it was opened with.

interface FakeScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  remove: () => void;
}

const session: CheckoutSession = {
  method: 'online',
  orderId: '6f1c2d3e-0000-4000-8000-000000000001',
  provider: 'razorpay',
  providerOrderId: 'order_Ok1234567890ab',
  amountPaise: 1_234_500,
  currency: 'INR',
  receipt: 'Meena - Kaithari Handlooms',
  shopName: 'Kaithari Handlooms',
  keyId: 'rzp_test_key',
  prefill: { name: 'Meena', email: 'meena@example.com', contact: '9876543210' },
  totals: { subtotalPaise: 1_224_500, shippingPaise: 5_000, donationPaise: 5_000, codFeePaise: 0, totalPaise: 1_234_500 },
  reservedUntil: '2026-01-01T00:15:00.000Z',
};

let scripts: FakeScript[];
let opened: Record<string, unknown>[];
const fakeWindow: { Razorpay?: unknown } = {};

beforeEach(() => {
  scripts = [];
  opened = [];
  delete fakeWindow.Razorpay;
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('document', {
    createElement: () => {
      const script: FakeScript = { src: '', async: false, onload: null, onerror: null, remove: () => void 0 };
      return script;
    },
    head: { append: (script: FakeScript) => scripts.push(script) },
  });
  vi.resetModules();
});

afterEach(() => vi.unstubAllGlobals());

function razorpayArrives() {
  fakeWindow.Razorpay = class {
    constructor(readonly options: Record<string, unknown>) {}
    open() {
      opened.push(this.options);
    }
  };
  for (const script of scripts) script.onload?.();
}

describe('Razorpay Checkout', () => {
  it('loads checkout.js once and opens it with the server’s order, amount and key', async () => {
    const { openRazorpayCheckout } = await import('./razorpay-checkout.ts');
    const onPaid = vi.fn();
    const onDismiss = vi.fn();
    const first = openRazorpayCheckout(session, { onPaid, onDismiss });
    const second = openRazorpayCheckout(session, { onPaid, onDismiss });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://checkout.razorpay.com/v1/checkout.js');
    razorpayArrives();
    await Promise.all([first, second]);

    expect(opened).toHaveLength(2);
    const options = opened[0] as Record<string, unknown> & { handler: (r: unknown) => void; modal: { ondismiss: () => void } };
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_Ok1234567890ab',
      amount: 1_234_500,
      currency: 'INR',
      name: 'Kaithari Handlooms',
      description: 'Meena - Kaithari Handlooms',
      prefill: session.prefill,
    });
    options.handler({ razorpay_order_id: 'order_Ok1234567890ab', razorpay_payment_id: 'pay_X', razorpay_signature: 'sig' });
    expect(onPaid).toHaveBeenCalledWith({ providerOrderId: 'order_Ok1234567890ab', paymentId: 'pay_X', signature: 'sig' });
    options.modal.ondismiss();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('tries the script again after it failed to load', async () => {
    const { openRazorpayCheckout } = await import('./razorpay-checkout.ts');
    const handlers = { onPaid: vi.fn(), onDismiss: vi.fn() };
    const failed = openRazorpayCheckout(session, handlers);
    scripts[0]?.onerror?.();
    await expect(failed).rejects.toThrow(/could not be loaded/);
    const retried = openRazorpayCheckout(session, handlers);
    expect(scripts).toHaveLength(2);
    razorpayArrives();
    await retried;
    expect(opened).toHaveLength(1);
  });
});

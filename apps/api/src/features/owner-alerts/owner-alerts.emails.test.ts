import { describe, expect, it } from 'vitest';
import { ownerDigestMail } from './owner-alerts.emails.ts';
import type { OwnerAlert } from './owner-alerts.repository.ts';

// The daily digest names each refund the payment service keeps refusing, beside the orders and low stock.

const refundFailing: OwnerAlert = {
  kind: 'refund_failing',
  id: 'a1',
  createdAt: new Date('2026-11-24T06:00:00Z'),
  order: {
    number: 10_013,
    email: 'lakshmi@example.com',
    totalPaise: 310_000,
    paymentId: 'pay_29QQoUBi66xm2f',
    cancelledAt: new Date('2026-11-24T04:30:00Z'),
    refundFailure: 'Your account does not have enough balance to carry out the refund operation.',
  },
};

describe("the owner's daily digest", () => {
  it('counts and lists the refunds not going through, with what the payment service said', () => {
    const mail = ownerDigestMail('Kaithari Handlooms', 'alerts@kaithari.example', 'https://shop.example/dashboard', '2026-11-25', [refundFailing]);
    expect(mail.subject).toBe('Kaithari Handlooms: 0 new orders (₹0.00), 0 low-stock alerts, 1 refund not going through');
    expect(mail.text).toContain(
      [
        '  Order KH-10013: ₹3,100.00 to refund to <lakshmi@example.com>, cancelled on 24 November 2026 at 10:00 am.',
        '    Razorpay payment pay_29QQoUBi66xm2f; the last try failed: Your account does not have enough balance to carry out the refund operation.',
      ].join('\n'),
    );
  });

  it('counts a second payment that cannot be refunded with the refunds, and names its payment and amount', () => {
    const stray: OwnerAlert = {
      kind: 'stray_refund_failing',
      id: 'a2',
      createdAt: new Date('2026-11-24T07:00:00Z'),
      order: { number: 10_014, email: 'meena@example.com' },
      payment: { paymentId: 'pay_SecondPayment1', amountPaise: 125_000, createdAt: new Date('2026-11-24T05:00:00Z'), refundFailure: 'The payment service could not be asked.' },
    };
    const mail = ownerDigestMail('Kaithari Handlooms', 'alerts@kaithari.example', 'https://shop.example/dashboard', '2026-11-25', [refundFailing, stray]);
    expect(mail.subject).toBe('Kaithari Handlooms: 0 new orders (₹0.00), 0 low-stock alerts, 2 refunds not going through');
    expect(mail.text).toContain(
      [
        '  Order KH-10014: a payment it could not take, ₹1,250.00, to refund to <meena@example.com>, received on 24 November 2026 at 10:30 am.',
        '    Razorpay payment pay_SecondPayment1; the last try failed: The payment service could not be asked.',
      ].join('\n'),
    );
  });

  it('says nothing of refunds on a day without any', () => {
    const mail = ownerDigestMail('Kaithari Handlooms', 'alerts@kaithari.example', 'https://shop.example/dashboard', '2026-11-25', []);
    expect(mail.subject).toBe('Kaithari Handlooms: 0 new orders (₹0.00), 0 low-stock alerts');
    expect(mail.text).not.toMatch(/refund/i);
  });
});

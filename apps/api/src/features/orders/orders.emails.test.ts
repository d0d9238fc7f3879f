import { describe, expect, it } from 'vitest';
import { secondPaymentRefundMail } from './orders.emails.ts';
import type { OrderWithLines } from './orders.repository.ts';

// The email of a refunded payment the order could not take: "a second
// payment" only when the order had been paid; in the order's language.

const order = (paidAt: Date | null, locale: 'en' | 'ta' = 'en') =>
  ({ id: '0f1e2d3c-0000-4000-8000-000000000000', number: 10_234, email: 'meena@example.com', addressName: 'Meena', locale, paidAt, lines: [] }) as unknown as OrderWithLines;
const payment = { amountPaise: 310_000, refundId: 'rfnd_29QQoUBi66xm2f' };
const shop = ['Kaithari Handlooms', 'https://shop.example/orders'] as const;

describe('the refunded payment email', () => {
  it('calls it a second payment when the order had been paid, and names the refund', () => {
    const mail = secondPaymentRefundMail(...shop, order(new Date('2026-11-24T06:00:00Z')), payment);
    expect(mail.subject).toBe('Kaithari Handlooms: a second payment for order KH-10234 refunded');
    expect(mail.text).toContain('Order KH-10234 was paid for a second time, ₹3,100.00, after it had already been paid.');
    expect(mail.text).toContain('(refund rfnd_29QQoUBi66xm2f)');
    expect(mail.text).toContain('https://shop.example/orders/KH-10234');
  });

  it('does not claim the order was paid when it was not', () => {
    const mail = secondPaymentRefundMail(...shop, order(null), payment);
    expect(mail.subject).toBe('Kaithari Handlooms: your payment for order KH-10234 refunded');
    expect(mail.text).toContain('Your payment of ₹3,100.00 for order KH-10234 arrived when the order could no longer take it.');
    expect(mail.text).not.toMatch(/second|already been paid/);
    const tamil = secondPaymentRefundMail(...shop, order(null, 'ta'), payment);
    expect(tamil.subject).not.toContain('இரண்டாவது');
    expect(tamil.text).toContain('அந்த ஆர்டர் அதை ஏற்க முடியாத நிலையில் வந்தடைந்தது');
    expect(tamil.text).toContain('https://shop.example/ta/orders/KH-10234');
  });
});

import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's scheme, which the sandbox copies so both share one verification
// path: hex HMAC-SHA256, over `order_id|payment_id` for a payment and over the
// raw body for a webhook.

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

export function paymentSignature(secret: string, providerOrderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`);
}

/** Constant-time comparison, so an attacker cannot learn a signature byte by byte from response times. */
export function signatureMatches(expectedHex: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(given.toLowerCase(), 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

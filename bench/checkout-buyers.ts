// The buyers of bench/checkout.ts, in a process of their own so they do not
// share an event loop with the shop they measure. Reads a BuyersScenario from
// the JSON file named by argv[2]; every buyer starts at once and goes
// quote -> checkout -> sandbox pay -> verify over real HTTP on 127.0.0.1.
// Prints one BuyersResult as JSON on stdout.
import { readFile } from 'node:fs/promises';
import { STEPS, type BuyersResult, type BuyersScenario, type Step, type StepResult } from './checkout-types.ts';

interface Timed {
  status: number | 'error';
  body: unknown;
}

// BENCH_WARMUP: how many journeys one buyer makes alone first (25; the shop's code is still warming up then).
const WARMUP_JOURNEYS = Number(process.env.BENCH_WARMUP ?? 25);
// "Alone" is the median of the last ALONE_SAMPLES warm-up journeys: one sample is at the mercy of a GC pause.
const ALONE_SAMPLES = 15;
const WARMUP_PAUSE_MS = 100;
const CARD = { cardNumber: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' };
const ADDRESS = { name: 'Bench Buyer', address: '1 Sannathi Street', locality: 'Arni Fort', city: 'Tiruvannamalai', state: 'Tamil Nadu', pincode: '632301', phoneNumber: '9876543210' };

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const scenario = JSON.parse(await readFile(process.argv[2] ?? '', 'utf8')) as BuyersScenario;
  const latencies = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;
  const statuses = Object.fromEntries(STEPS.map((step) => [step, {} as Record<string, number>])) as Record<Step, Record<string, number>>;
  const verifiedPaymentIds: string[] = [];

  async function call(step: Step, path: string, cookie: string, body: unknown): Promise<Timed> {
    const started = performance.now();
    let result: Timed;
    try {
      const response = await fetch(`${scenario.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      result = { status: response.status, body: await response.json().catch(() => null) };
    } catch {
      result = { status: 'error', body: null };
    }
    latencies[step].push(performance.now() - started);
    statuses[step][String(result.status)] = (statuses[step][String(result.status)] ?? 0) + 1;
    return result;
  }

  async function buy(cookie: string, productId = scenario.productId): Promise<void> {
    const items = [{ productId, quantity: 1 }];
    await call('quote', '/api/cart/quote', cookie, { items, donation: 50 });
    const checkout = await call('checkout', '/api/checkout', cookie, { items, donation: 50, address: ADDRESS });
    if (checkout.status !== 201) return; // sold out
    const session = checkout.body as { orderId: string; providerOrderId: string };
    const pay = await call('pay', '/api/payments/sandbox/pay', cookie, { providerOrderId: session.providerOrderId, ...CARD });
    if (pay.status !== 200) return;
    const payment = pay.body as { providerOrderId: string; paymentId: string; signature: string };
    const verify = await call('verify', '/api/payments/verify', cookie, { orderId: session.orderId, ...payment });
    if (verify.status === 200 && (verify.body as { status?: string } | null)?.status === 'paid') verifiedPaymentIds.push(payment.paymentId);
  }

  // The first journeys run cold code; the last ones show what one buyer costs when nobody else is buying.
  // A pause between them lets the shop finish the previous journey's background work (its confirmation
  // email and invoice PDF, drawn once no request is in flight), so "alone" is one buyer and nothing else.
  for (let i = 0; i < WARMUP_JOURNEYS; i += 1) {
    await buy(scenario.warmup.cookie, scenario.warmup.productId);
    await new Promise((resolve) => setTimeout(resolve, WARMUP_PAUSE_MS));
  }
  const alone = Object.fromEntries(
    STEPS.map((step) => [step, percentile(latencies[step].slice(-ALONE_SAMPLES).sort((a, b) => a - b), 0.5)]),
  ) as Record<Step, number>;
  for (const step of STEPS) {
    latencies[step] = [];
    statuses[step] = {};
  }
  verifiedPaymentIds.length = 0;

  const started = performance.now();
  await Promise.all(scenario.cookies.map((cookie) => buy(cookie)));
  const seconds = (performance.now() - started) / 1000;

  const steps = Object.fromEntries(
    STEPS.map((step) => {
      const sorted = latencies[step].sort((a, b) => a - b);
      return [step, { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), statuses: statuses[step] }];
    }),
  ) as Record<Step, StepResult>;
  const result: BuyersResult = { alone, seconds, steps, verifiedPaymentIds };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();

// What bench/checkout.ts and its buyers process (bench/checkout-buyers.ts) exchange.

export interface BuyersScenario {
  origin: string;
  productId: string;
  /** One session cookie per buyer (accounts made before the timed part). */
  cookies: string[];
  /** One buyer alone first (a few journeys), on a product of its own: warms the shop up and shows each step without contention. */
  warmup: { productId: string; cookie: string };
}

export type Step = 'quote' | 'checkout' | 'pay' | 'verify';
export const STEPS: Step[] = ['quote', 'checkout', 'pay', 'verify'];

export interface StepResult {
  count: number;
  p50: number;
  p99: number;
  /** Responses per HTTP status ("error" for a request that got none). */
  statuses: Record<string, number>;
}

export interface BuyersResult {
  /** Milliseconds of each step of the lone warm-up buyer's last journey. */
  alone: Record<Step, number>;
  seconds: number;
  steps: Record<Step, StepResult>;
  /** Payment ids whose verification answered 200 with a paid order. */
  verifiedPaymentIds: string[];
}

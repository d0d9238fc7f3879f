import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sandboxPaymentsRepository } from './payments.repository.ts';
import type { SecurityOptions } from '../../plugins/security-headers.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { razorpayBrowserOrigins, razorpayProvider } from './razorpay-provider.ts';
import { sandboxProvider, sandboxSecret, type SandboxProvider } from './sandbox-provider.ts';

export interface PaymentSetup {
  provider: PaymentProvider;
  /** The sandbox, when it is the provider (its card window route exists only then). */
  sandbox: SandboxProvider | null;
}

/** The provider PAYMENT_PROVIDER names; config.ts has already checked that Razorpay's settings are all there. */
export function createPaymentProvider(config: Config, authSecret: string, db: Database): PaymentSetup {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    const provider = razorpayProvider({
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      ...(config.RAZORPAY_API_URL ? { apiUrl: config.RAZORPAY_API_URL } : {}),
    });
    return { provider, sandbox: null };
  }
  const sandbox = sandboxProvider(sandboxSecret(config.SANDBOX_PAYMENT_SECRET, authSecret), sandboxPaymentsRepository(db));
  return { provider: sandbox, sandbox };
}

/** What the security policy must allow for the payment window: Razorpay Checkout's hosts in razorpay mode, nothing otherwise. */
export function paymentSecurityOptions(config: Config): SecurityOptions {
  if (config.PAYMENT_PROVIDER !== 'razorpay') return {};
  return {
    extraScriptOrigins: razorpayBrowserOrigins.script,
    extraFrameOrigins: razorpayBrowserOrigins.frame,
    extraConnectOrigins: razorpayBrowserOrigins.connect,
  };
}

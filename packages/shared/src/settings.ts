import { z } from 'zod';

/** The settings the browser may know, written into every page by the server. */
export const PublicSettingsSchema = z.object({
  shopName: z.string(),
  contactEmail: z.string(),
  contactPhones: z.array(z.string()),
  storeAddress: z.string(),
  /** The address in Tamil, or '' when the owner has not given one. */
  storeAddressTa: z.string(),
  shippingPerUnitRupees: z.number().int(),
  /** Whether the "Sign in with Google" button is shown. */
  googleSignIn: z.boolean(),
  /** PAYMENT_PROVIDER=sandbox: the shop's own test payment windows (and its sandbox bank for pending UPI payments). */
  paymentSandbox: z.boolean(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

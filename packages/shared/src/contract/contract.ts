import * as accounts from './accounts.ts';
import * as addresses from './addresses.ts';
import * as admin from './admin.ts';
import * as catalog from './catalog.ts';
import * as checkout from './checkout.ts';
import * as delivery from './delivery.ts';
import type { Endpoint } from './endpoint.ts';
import * as gst from './gst.ts';
import * as health from './health.ts';
import * as orders from './orders.ts';
import * as payments from './payments.ts';
import * as reviews from './reviews.ts';
import * as weavers from './weavers.ts';

// Each feature's endpoints are a namespace of their own, so the browser's
// bundles keep only the endpoints their pages call.
export { accounts as accountsApi, addresses as addressesApi, admin as adminApi, catalog as catalogApi, checkout as checkoutApi, delivery as deliveryApi, gst as gstApi, health as healthApi, orders as ordersApi, payments as paymentsApi, reviews as reviewsApi, weavers as weaversApi };

/** Every endpoint of the shop's HTTP API (the server's route table is checked against this). */
export function allEndpoints(): Endpoint[] {
  return [accounts, addresses, admin, catalog, checkout, delivery, gst, health, orders, payments, reviews, weavers].flatMap((group) => Object.values(group));
}

import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../plugins/error-handler.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import { shopPincodeDirectory } from '../addresses/pincode-directory.ts';
import { deliverySettingsRepository } from '../delivery/delivery-settings.repository.ts';
import { deliveryRoutes } from '../delivery/delivery.routes.ts';
import { deliveryService } from '../delivery/delivery.service.ts';
import { publicUrl, type Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../email/mailer.ts';
import type { TextSender } from '../email/text-sender.ts';
import { invoicesRepository } from '../invoices/invoices.repository.ts';
import { invoicesRoutes } from '../invoices/invoices.routes.ts';
import { invoicesService } from '../invoices/invoices.service.ts';
import { ordersRepository } from '../orders/orders.repository.ts';
import { ordersRoutes } from '../orders/orders.routes.ts';
import { ordersService, type OrdersService } from '../orders/orders.service.ts';
import { shopperEmailsRepository } from '../email/shopper-emails.repository.ts';
import { ownerAlertsRepository } from '../owner-alerts/owner-alerts.repository.ts';
import { ownerAlertsRoutes } from '../owner-alerts/owner-alerts.routes.ts';
import { ownerAlertsService, type OwnerAlertsService } from '../owner-alerts/owner-alerts.service.ts';
import { startReservationSweeper, type ReservationSweeper } from '../orders/reservation-sweeper.ts';
import { createPaymentProvider } from '../payments/payment-setup.ts';
import { paymentsRepository } from '../payments/payments.repository.ts';
import { paymentsRoutes } from '../payments/payments.routes.ts';
import { paymentsService } from '../payments/payments.service.ts';
import { checkoutRepository } from './checkout.repository.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { checkoutService } from './checkout.service.ts';
import { checkoutLimits, limitSettings } from './checkout-limits.ts';
import { codSettingsRepository, type CodSettingsRepository } from './cod-settings.repository.ts';
import type { Lull } from '../../plugins/lull.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders (the admin feature reuses its status rules and refunds). */
    orders: OrdersService;
    /** The reservation expiry job; tests call `runOnce()`. */
    reservationSweeper: ReservationSweeper;
    /** The owner's cash-on-delivery rules (the dashboard edits them). */
    codSettings: CodSettingsRepository;
    /** Emails to the owner (orders, low stock, the digest); tests call `dispatch()`. */
    ownerAlerts: OwnerAlertsService;
  }
}

export interface CommerceOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
  texts: TextSender;
  /** Checks a delivery address against the pincode directory and remembers it for the shopper. */
  addresses: AddressesService;
  authSecret: string;
  /** Whether the expiry job runs on its timer (off in tests unless asked). */
  backgroundJobs: boolean;
  /** The date on GST documents issued (tests move it across a financial year's end). */
  clock?: () => Date;
  /** Metrics: unpaid orders released by the reservation sweep. */
  onReservationsReleased?: (count: number) => void;
  /** Stock came back from an order cancelled, returned, abandoned or failed (the back-in-stock job is nudged). */
  onStockReturned?: () => void;
  /** An order was placed (paid, or COD confirmed), once per order: the metrics count it. */
  onOrderPlaced?: () => void;
  /** Confirmation emails wait for it (plugins/lull.ts). */
  lull?: Lull;
  /** The waits before each new try of a refused shopper email (default 1, 5, 30 min). */
  mailRetryDelaysMs?: readonly number[];
}

/** Cart quote, checkout, payments (sandbox or Razorpay), Your Orders, and the reservation expiry job. */
export async function registerCommerce(app: FastifyInstance, { config, db, mailer, texts, addresses, authSecret, backgroundJobs, clock, onReservationsReleased, onStockReturned, onOrderPlaced, lull, mailRetryDelaysMs }: CommerceOptions): Promise<void> {
  const { provider, sandbox } = createPaymentProvider(config, authSecret, db);
  const codSettings = codSettingsRepository(db);
  const delivery = deliveryService(deliverySettingsRepository(db), codSettings, shopPincodeDirectory);
  const taxDocuments = invoicesRepository(db, config.SHOP_NAME, app.log);
  // A new shop starts with the rates of decision 016; the owner's table is never overwritten. Checked
  // once the app is ready; a shop whose database is down still starts (and answers /readyz with 503).
  app.addHook('onReady', async () => {
    await taxDocuments.ensureDefaultRates().catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      app.log.warn({ err: error }, 'GST rates not checked: the database is unavailable (tried again at the next start)');
    });
  });
  const invoices = invoicesService(taxDocuments);
  const alertsOutbox = ownerAlertsRepository(db);
  const shopperEmails = shopperEmailsRepository(db);
  const ownerAlerts = ownerAlertsService({
    repository: alertsOutbox,
    mailer,
    shopName: config.SHOP_NAME,
    contactEmail: config.CONTACT_EMAIL,
    dashboardUrl: `${publicUrl(config)}/dashboard`,
    ...(clock ? { clock } : {}),
    log: app.log,
  });
  const orders = ordersService({
    repository: ordersRepository(db, { taxDocuments, ownerAlerts: alertsOutbox, shopperEmails, ...(clock ? { clock } : {}) }),
    emails: shopperEmails,
    onPlaced: () => {
      ownerAlerts.nudge();
      onOrderPlaced?.();
    },
    onRefundFailing: () => ownerAlerts.nudge(),
    ...(onStockReturned ? { onStockReturned } : {}),
    taxDocumentAttachment: (orderId, kind) => invoices.emailAttachment(orderId, kind),
    ...(lull ? { lull } : {}),
    ...(mailRetryDelaysMs ? { mailRetryDelaysMs } : {}),
    provider,
    mailer,
    texts,
    secret: authSecret,
    shopName: config.SHOP_NAME,
    ordersUrl: `${publicUrl(config)}/order`,
    shopUrl: publicUrl(config),
    log: app.log,
  });
  const checkout = checkoutService({
    repository: checkoutRepository(db),
    codSettings,
    addresses,
    delivery,
    orders,
    provider,
    ...(sandbox ? { upiIntent: sandbox.upiIntent } : {}),
    shopName: config.SHOP_NAME,
    shippingPerUnitRupees: config.SHIPPING_PER_UNIT_RUPEES,
    reservationMinutes: config.RESERVATION_MINUTES,
    log: app.log,
  });
  const limits = checkoutLimits(db, limitSettings(config));
  const payments = paymentsService({ provider, orders, repository: paymentsRepository(db), limits, log: app.log });

  await app.register(checkoutRoutes(checkout, limits));
  await app.register(deliveryRoutes(delivery));
  await app.register(paymentsRoutes(payments, sandbox));
  await app.register(ordersRoutes(orders, (clientAddress) => limits.codCode(clientAddress)));
  await app.register(invoicesRoutes(invoices));
  await app.register(ownerAlertsRoutes(ownerAlerts));

  const sweeper = startReservationSweeper(orders, backgroundJobs ? config.RESERVATION_SWEEP_SECONDS * 1000 : 0, app.log, onReservationsReleased);
  app.decorate('orders', orders);
  app.decorate('reservationSweeper', sweeper);
  app.decorate('codSettings', codSettings);
  app.decorate('ownerAlerts', ownerAlerts);
  // Every minute: alerts whose send failed are tried again, and the digest goes out when due.
  ownerAlerts.start(backgroundJobs ? 60_000 : 0);
  // Shopper emails a stopped shop left in the outbox go now; new tries are looked for every 30 s.
  if (backgroundJobs) app.addHook('onReady', async () => orders.startEmails(30_000));
  app.addHook('onClose', async () => {
    await sweeper.stop();
    await orders.close();
    await ownerAlerts.close();
  });
}

import { formatOrderNumber, formatRupees, formatShopDate, formatShopDateTimeLong } from '@handloom/shared';
import type { OutgoingMail } from '../email/mailer.ts';
import type { OwnerAlert } from './owner-alerts.repository.ts';

// The owner's emails, in English like the other emails the shop sends.

type OrderAlert = Extract<OwnerAlert, { kind: 'new_order' }>;
type LowStockAlert = Extract<OwnerAlert, { kind: 'low_stock' }>;

function orderReference(alert: OrderAlert): string {
  return alert.order.number === null ? 'without a number' : formatOrderNumber(alert.order.number);
}

function paymentText(alert: OrderAlert): string {
  return alert.order.paymentMethod === 'cod' ? 'cash on delivery' : `paid online (${alert.order.paymentMethod ?? 'payment'})`;
}

function orderLines(alert: OrderAlert): string[] {
  const { order } = alert;
  const place = [order.addressCity, order.addressState, order.pincode].filter(Boolean).join(', ');
  return [
    `Order ${orderReference(alert)}: ${formatRupees(order.totalPaise)}, ${paymentText(alert)}`,
    ...order.lines.map((line) => `  ${line.title} x ${line.quantity} @ ${formatRupees(line.unitPricePaise)}`),
    ...(order.donationPaise > 0 ? [`  Donation to our weavers: ${formatRupees(order.donationPaise)}`] : []),
    `  For ${order.addressName} <${order.email}>, ${place}`,
  ];
}

function lowStockLine(alert: LowStockAlert): string {
  return alert.stock === 0 ? `${alert.product.title} (${alert.product.handle}) is sold out.` : `${alert.product.title} (${alert.product.handle}): ${alert.stock} left.`;
}

/** The dashboard's Orders tab searched for this one order (the tab keeps its search in the address). */
function orderLink(dashboardUrl: string, alert: OrderAlert): string {
  if (alert.order.number === null) return dashboardUrl;
  const url = new URL(dashboardUrl);
  url.searchParams.set('tab', 'orders');
  url.searchParams.set('search', formatOrderNumber(alert.order.number));
  return url.toString();
}

export function ownerAlertMail(shopName: string, to: string, dashboardUrl: string, alert: OwnerAlert): OutgoingMail {
  if (alert.kind === 'new_order') {
    return {
      to,
      subject: `${shopName}: new order ${orderReference(alert)} (${formatRupees(alert.order.totalPaise)}, ${paymentText(alert)})`,
      text: [`A new order was placed on ${formatShopDateTimeLong(alert.createdAt)}.`, '', ...orderLines(alert), '', 'Pack it from the dashboard:', orderLink(dashboardUrl, alert), ''].join('\n'),
    };
  }
  return {
    to,
    subject: `${shopName}: low stock, ${alert.product.title} (${alert.stock} left)`,
    text: [lowStockLine(alert), '', 'Add stock on the dashboard:', dashboardUrl, ''].join('\n'),
  };
}

export function ownerDigestMail(shopName: string, to: string, dashboardUrl: string, day: string, alerts: OwnerAlert[]): OutgoingMail {
  const placed = alerts.filter((alert): alert is OrderAlert => alert.kind === 'new_order');
  const low = alerts.filter((alert): alert is LowStockAlert => alert.kind === 'low_stock');
  const total = placed.reduce((sum, alert) => sum + alert.order.totalPaise, 0);
  return {
    to,
    subject: `${shopName}: ${placed.length} new ${placed.length === 1 ? 'order' : 'orders'} (${formatRupees(total)}), ${low.length} low-stock ${low.length === 1 ? 'alert' : 'alerts'}`,
    text: [
      `Your digest of ${formatShopDate(`${day}T12:00:00+05:30`)}: what happened since the last one.`,
      '',
      `New orders: ${placed.length}, ${formatRupees(total)} in all.`,
      ...placed.flatMap((alert) => ['', ...orderLines(alert)]),
      '',
      low.length ? 'Low stock:' : 'No product ran low.',
      ...low.map((alert) => `  ${lowStockLine(alert)}`),
      '',
      'The dashboard:',
      dashboardUrl,
      '',
    ].join('\n'),
  };
}

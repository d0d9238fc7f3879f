import { formatOrderNumber, formatRupees, formatShopDate, formatShopDateTimeLong } from '@handloom/shared';
import type { OutgoingMail } from '../email/mailer.ts';
import type { OwnerAlert } from './owner-alerts.repository.ts';

// The owner's emails, in English like the other emails the shop sends.

type OrderAlert = Extract<OwnerAlert, { kind: 'new_order' }>;
type LowStockAlert = Extract<OwnerAlert, { kind: 'low_stock' }>;
type RefundAlert = Extract<OwnerAlert, { kind: 'refund_failing' }>;
type StrayRefundAlert = Extract<OwnerAlert, { kind: 'stray_refund_failing' }>;

function orderReference(alert: OrderAlert | RefundAlert | StrayRefundAlert): string {
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

function refundLines(alert: RefundAlert): string[] {
  const { order } = alert;
  return [
    `Order ${orderReference(alert)}: ${formatRupees(order.totalPaise)} to refund to <${order.email}>${order.cancelledAt ? `, cancelled on ${formatShopDateTimeLong(order.cancelledAt)}` : ''}.`,
    `  Razorpay payment ${order.paymentId ?? '(none)'}; the last try failed: ${order.refundFailure ?? 'no reason given'}`,
  ];
}

function strayRefundLines(alert: StrayRefundAlert): string[] {
  const { payment } = alert;
  return [
    `Order ${orderReference(alert)}: a payment it could not take, ${formatRupees(payment.amountPaise)}, to refund to <${alert.order.email}>, received on ${formatShopDateTimeLong(payment.createdAt)}.`,
    `  Razorpay payment ${payment.paymentId}; the last try failed: ${payment.refundFailure ?? 'no reason given'}`,
  ];
}

/** The dashboard's Orders tab searched for this one order (the tab keeps its search in the address). */
function orderLink(dashboardUrl: string, alert: OrderAlert | RefundAlert | StrayRefundAlert): string {
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
  if (alert.kind === 'refund_failing') {
    return {
      to,
      subject: `${shopName}: the refund of order ${orderReference(alert)} (${formatRupees(alert.order.totalPaise)}) is not going through`,
      text: [
        'The payment service keeps refusing a refund the shop owes. The shop keeps trying for a week after the cancellation, then stops.',
        '',
        ...refundLines(alert),
        '',
        'Put right what Razorpay names (most often: not enough balance in your Razorpay account), then press "Try the refund again" on the order:',
        orderLink(dashboardUrl, alert),
        '',
      ].join('\n'),
    };
  }
  if (alert.kind === 'stray_refund_failing') {
    return {
      to,
      subject: `${shopName}: a second payment for order ${orderReference(alert)} (${formatRupees(alert.payment.amountPaise)}) cannot be refunded`,
      text: [
        'A shopper paid an order twice (or paid one that could no longer take a payment), and the payment service keeps refusing to give the extra payment back. The shop keeps trying for a week after it arrived, then stops.',
        '',
        ...strayRefundLines(alert),
        '',
        'Put right what Razorpay names (most often: not enough balance in your Razorpay account): the shop tries again by itself within minutes. Or refund that payment from the Razorpay dashboard: the shop will find the refund and record it.',
        '',
        'The order:',
        orderLink(dashboardUrl, alert),
        '',
      ].join('\n'),
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
  const refunds = alerts.filter((alert): alert is RefundAlert => alert.kind === 'refund_failing');
  const strays = alerts.filter((alert): alert is StrayRefundAlert => alert.kind === 'stray_refund_failing');
  const failing = refunds.length + strays.length;
  const total = placed.reduce((sum, alert) => sum + alert.order.totalPaise, 0);
  return {
    to,
    subject: `${shopName}: ${placed.length} new ${placed.length === 1 ? 'order' : 'orders'} (${formatRupees(total)}), ${low.length} low-stock ${low.length === 1 ? 'alert' : 'alerts'}${failing ? `, ${failing} ${failing === 1 ? 'refund' : 'refunds'} not going through` : ''}`,
    text: [
      `Your digest of ${formatShopDate(`${day}T12:00:00+05:30`)}: what happened since the last one.`,
      '',
      `New orders: ${placed.length}, ${formatRupees(total)} in all.`,
      ...placed.flatMap((alert) => ['', ...orderLines(alert)]),
      '',
      low.length ? 'Low stock:' : 'No product ran low.',
      ...low.map((alert) => `  ${lowStockLine(alert)}`),
      ...(refunds.length
        ? ['', 'Refunds the payment service keeps refusing (put right what it names, then press "Try the refund again" on the order):', ...refunds.flatMap((alert) => refundLines(alert).map((line) => `  ${line}`))]
        : []),
      ...(strays.length
        ? ['', 'Second payments the payment service will not give back (the shop tries again by itself; or refund them from the Razorpay dashboard):', ...strays.flatMap((alert) => strayRefundLines(alert).map((line) => `  ${line}`))]
        : []),
      '',
      'The dashboard:',
      dashboardUrl,
      '',
    ].join('\n'),
  };
}

import { addressLines, COD_CODE_MINUTES, TAMIL_ADDRESS_WORDING, formatDeliveryWindow, formatOrderNumber, formatRupees, formatShopDateTimeLong, type ShopLocale } from '@handloom/shared';
import { orderDeliveryWindow } from './order-delivery-window.ts';
import type { OutgoingMail } from '../email/mailer.ts';
import { pageUrlIn } from '../email/page-url.ts';
import type { OrderWithLines } from './orders.repository.ts';

// Each email about an order is written in the language of the page the order
// was placed from (order.locale). The English is the shop's original text,
// word for word; the Tamil follows docs/tamil-glossary.md. Amounts and dates
// come from packages/shared/src/india-format.ts, as on the pages.

function referenceOf(order: OrderWithLines): string {
  return order.number === null ? order.id.slice(0, 8).toUpperCase() : formatOrderNumber(order.number);
}

const localeOf = (order: OrderWithLines): ShopLocale => order.locale;

/** The cash-on-delivery confirmation code, by email (the text message says the same in one line). */
export function codCodeMail(shopName: string, order: OrderWithLines, code: string): OutgoingMail {
  const locale = localeOf(order);
  const total = formatRupees(order.totalPaise, locale);
  if (locale === 'ta') {
    return {
      to: order.email,
      subject: `${shopName}: உங்கள் டெலிவரியில் பணம் உறுதிக் குறியீடு ${code}`,
      text: [
        `வணக்கம் ${order.addressName},`,
        '',
        `${total} மதிப்புள்ள உங்கள் டெலிவரியில் பணம் ஆர்டரை உறுதி செய்யும் குறியீடு:`,
        '',
        `    ${code}`,
        '',
        `இதை ${COD_CODE_MINUTES} நிமிடங்களுக்குள் ஆர்டர் செய்த பக்கத்தில் உள்ளிடவும். இந்த ஆர்டரை நீங்கள் செய்யவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: எதுவும் அனுப்பப்படாது.`,
        '',
        shopName,
      ].join('\n'),
    };
  }
  return {
    to: order.email,
    subject: `${shopName}: your cash on delivery code is ${code}`,
    text: [
      `Hello ${order.addressName},`,
      '',
      `Your code to confirm your cash on delivery order of ${total} is:`,
      '',
      `    ${code}`,
      '',
      `Enter it on the checkout page within ${COD_CODE_MINUTES} minutes. If you did not place this order, ignore this email: nothing will be sent.`,
      '',
      shopName,
    ].join('\n'),
  };
}

export function codCodeText(shopName: string, code: string, locale: ShopLocale = 'en'): string {
  return locale === 'ta'
    ? `${code} என்பது உங்கள் ${shopName} டெலிவரியில் பணம் குறியீடு. இது ${COD_CODE_MINUTES} நிமிடங்களில் காலாவதியாகும். யாருடனும் பகிர வேண்டாம்.`
    : `${code} is your ${shopName} cash on delivery code. It expires in ${COD_CODE_MINUTES} minutes. Do not share it.`;
}

/** Sent when a payment arrived after the reservation lapsed and the item had sold out: the order is refunded. */
export function soldOutRefundMail(shopName: string, ordersUrl: string, order: OrderWithLines): OutgoingMail {
  const reference = referenceOf(order);
  const total = formatRupees(order.totalPaise, order.locale);
  if (order.locale === 'ta') {
    return mailToShopper(shopName, order, `${shopName}: ஆர்டர் ${reference} பணம் திருப்பி அளிக்கப்பட்டது (உங்கள் பணம் செலுத்துதல் நிலுவையில் இருந்தபோது விற்றுத் தீர்ந்தது)`, [
      `ஆர்டர் ${reference}-க்கான உங்கள் ${total} பணம், அதன் முன்பதிவு நேரம் முடிந்த பிறகு எங்களை வந்தடைந்தது; அதற்குள் கடைசிப் பொருளும் விற்றுவிட்டது.`,
      `மன்னிக்கவும். முழுத் தொகையும் உங்கள் வங்கி வழியாக ${order.refundId ? 'திருப்பி அளிக்கப்பட்டது' : 'திருப்பி அளிக்க அனுப்பப்பட்டது'}; பொதுவாக 5 முதல் 7 வேலை நாட்களில் தெரியும்.`,
      '',
      'உங்கள் ஆர்டர்:',
      orderPageUrl(ordersUrl, order),
    ]);
  }
  return mailToShopper(shopName, order, `${shopName}: order ${reference} refunded (sold out while your payment was pending)`, [
    `Your payment of ${total} for order ${reference} reached us after its reservation had run out, and meanwhile the last piece was sold.`,
    `We are sorry. The full amount has been ${order.refundId ? 'refunded' : 'sent back for refund'} through your bank; it usually shows within 5 to 7 working days.`,
    '',
    'Your order:',
    orderPageUrl(ordersUrl, order),
  ]);
}

/**
 * Sent when a payment the order could not take has been refunded: most
 * often a second payment of an order already paid, which stands, paid once.
 */
export function secondPaymentRefundMail(shopName: string, ordersUrl: string, order: OrderWithLines, payment: { amountPaise: number; refundId: string | null }): OutgoingMail {
  const reference = referenceOf(order);
  const amount = formatRupees(payment.amountPaise, order.locale);
  const second = order.paidAt !== null;
  if (order.locale === 'ta') {
    return mailToShopper(
      shopName,
      order,
      second ? `${shopName}: ஆர்டர் ${reference}-க்கான இரண்டாவது பணம் செலுத்துதல் திருப்பி அளிக்கப்பட்டது` : `${shopName}: ஆர்டர் ${reference}-க்கான உங்கள் பணம் செலுத்துதல் திருப்பி அளிக்கப்பட்டது`,
      [
        second
          ? `ஆர்டர் ${reference}-க்கு ஏற்கெனவே பணம் செலுத்தப்பட்டிருந்தபோது, அதற்கு ${amount} மீண்டும் செலுத்தப்பட்டது.`
          : `ஆர்டர் ${reference}-க்கு நீங்கள் செலுத்திய ${amount}, அந்த ஆர்டர் அதை ஏற்க முடியாத நிலையில் வந்தடைந்தது.`,
        `அந்தப் பணம் செலுத்துதலின் முழுத் தொகையும் உங்கள் வங்கி வழியாகத் திருப்பி அளிக்கப்பட்டது${payment.refundId ? ` (திருப்பி அளிப்பு ${payment.refundId})` : ''}; பொதுவாக 5 முதல் 7 வேலை நாட்களில் தெரியும். உங்கள் ஆர்டர் மாறவில்லை.`,
        '',
        'உங்கள் ஆர்டர்:',
        orderPageUrl(ordersUrl, order),
      ],
    );
  }
  return mailToShopper(shopName, order, second ? `${shopName}: a second payment for order ${reference} refunded` : `${shopName}: your payment for order ${reference} refunded`, [
    second
      ? `Order ${reference} was paid for a second time, ${amount}, after it had already been paid.`
      : `Your payment of ${amount} for order ${reference} arrived when the order could no longer take it.`,
    `The full amount of that payment has been refunded through your bank${payment.refundId ? ` (refund ${payment.refundId})` : ''}; it usually shows within 5 to 7 working days. Your order is unchanged.`,
    '',
    'Your order:',
    orderPageUrl(ordersUrl, order),
  ]);
}

/** The order's own page (/order/KH-10234) in the order's language; Your Orders for an order without a number. */
function orderPageUrl(ordersUrl: string, order: OrderWithLines): string {
  const url = order.number === null ? ordersUrl : `${ordersUrl}/${formatOrderNumber(order.number)}`;
  return pageUrlIn(url, localeOf(order));
}

/** What was bought, a line each; a Tamil order names it by its Tamil title, where the product had one. */
function itemLines(order: OrderWithLines): string[] {
  const rupees = (paise: number) => formatRupees(paise, order.locale);
  return order.lines.map(
    (line) => `  ${(order.locale === 'ta' && line.titleTa) || line.title} x ${line.quantity} @ ${rupees(line.unitPricePaise)} = ${rupees(line.unitPricePaise * line.quantity)}`,
  );
}

/** The dates promised at checkout, as the thank-you page and Your Orders show them; none for an order without a promise. */
function expectedDeliveryLine(order: OrderWithLines): string[] {
  const window = orderDeliveryWindow(order);
  if (!window) return [];
  return [order.locale === 'ta' ? `எதிர்பார்க்கும் டெலிவரி: ${formatDeliveryWindow(window, 'ta')}.` : `Expected delivery: ${formatDeliveryWindow(window)}.`];
}

function deliveryAddressLines(order: OrderWithLines): string[] {
  return addressLines({
    address: order.address,
    locality: order.addressLocality,
    landmark: order.addressLandmark,
    city: order.addressCity,
    state: order.addressState,
    pincode: order.pincode,
  }, order.locale === 'ta' ? TAMIL_ADDRESS_WORDING : undefined).map((line) => `  ${line}`);
}

/** The plain-text confirmation sent once, when an order becomes paid. */
export function orderConfirmationMail(shopName: string, ordersUrl: string, order: OrderWithLines, invoiceAttached = false): OutgoingMail {
  // Sent once the order is placed, so it has its number; the id's start is a fallback that never shows in practice.
  const reference = referenceOf(order);
  const locale = localeOf(order);
  const rupees = (paise: number) => formatRupees(paise, locale);
  const cod = order.paymentMethod === 'cod';
  const items = itemLines(order);
  const orderUrl = orderPageUrl(ordersUrl, order);
  if (locale === 'ta') {
    return {
      to: order.email,
      subject: `${shopName}: உங்கள் ஆர்டர் ${reference} உறுதி செய்யப்பட்டது`,
      text: [
        `வணக்கம் ${order.addressName},`,
        '',
        cod
          ? `${shopName}-இல் வாங்கியதற்கு நன்றி. உங்கள் ஆர்டர் பதிவாகிவிட்டது: கூரியரிடம் கொடுக்க ${rupees(order.totalPaise)} ரொக்கமாகத் தயாராக வைத்திருக்கவும்.`
          : `${shopName}-இல் வாங்கியதற்கு நன்றி. உங்கள் பணம் ${order.paidAt ? `${formatShopDateTimeLong(order.paidAt, locale)} அன்று ` : ''}எங்களுக்குக் கிடைத்தது.`,
        '',
        cod ? `ஆர்டர் ${reference} (டெலிவரியில் பணம்)` : `ஆர்டர் ${reference} (பணம் செலுத்துதல் ${order.paymentId ?? ''})`,
        ...items,
        '',
        `  துணை மொத்தம்:  ${rupees(order.subtotalPaise)}`,
        `  டெலிவரி கட்டணம்:  ${rupees(order.shippingPaise)}`,
        ...(cod ? [`  டெலிவரியில் பணம் கட்டணம்:  ${rupees(order.codFeePaise)}`] : []),
        ...donationLine(order, locale),
        cod ? `  டெலிவரியின்போது செலுத்த வேண்டியது:  ${rupees(order.totalPaise)}` : `  செலுத்திய மொத்தம்:  ${rupees(order.totalPaise)}`,
        '',
        'டெலிவரி முகவரி:',
        `  ${order.addressName}`,
        ...deliveryAddressLines(order),
        `  கைபேசி: ${order.phoneNumber}`,
        '',
        ...(invoiceAttached ? [invoiceNote(order, locale), ''] : []),
        ...expectedDeliveryLine(order),
        'உங்கள் ஆர்டரைக் கண்காணிக்கவும், 24 மணி நேரத்துக்குள் ரத்து செய்யவும்:',
        orderUrl,
        '',
        shopName,
      ].join('\n'),
    };
  }
  return {
    to: order.email,
    subject: `${shopName}: your order ${reference} is confirmed`,
    text: [
      `Hello ${order.addressName},`,
      '',
      cod
        ? `Thank you for shopping with ${shopName}. Your order is placed: please keep ${rupees(order.totalPaise)} ready in cash for the courier.`
        : `Thank you for shopping with ${shopName}. We have received your payment${order.paidAt ? ` on ${formatShopDateTimeLong(order.paidAt)}` : ''}.`,
      '',
      cod ? `Order ${reference} (cash on delivery)` : `Order ${reference} (payment ${order.paymentId ?? ''})`,
      ...items,
      '',
      `  Subtotal:  ${rupees(order.subtotalPaise)}`,
      `  Shipping:  ${rupees(order.shippingPaise)}`,
      ...(cod ? [`  Cash on delivery fee:  ${rupees(order.codFeePaise)}`] : []),
      ...donationLine(order, locale),
      cod ? `  To pay on delivery:  ${rupees(order.totalPaise)}` : `  Total paid:  ${rupees(order.totalPaise)}`,
      '',
      'Delivering to:',
      `  ${order.addressName}`,
      ...deliveryAddressLines(order),
      `  Phone: ${order.phoneNumber}`,
      '',
      ...(invoiceAttached ? [invoiceNote(order, locale), ''] : []),
      ...expectedDeliveryLine(order),
      'You can follow your order, or cancel it within 24 hours, at',
      orderUrl,
      '',
      shopName,
    ].join('\n'),
  };
}

const INVOICE_NOTE: Record<ShopLocale, { invoice: string; donation: string }> = {
  en: { invoice: 'Your tax invoice is attached (prices include GST).', donation: 'The donation to our weavers is a gift, not a sale, so it is not on the invoice.' },
  ta: {
    invoice: 'உங்கள் வரி விலைப்பட்டியல் இணைக்கப்பட்டுள்ளது (விலைகள் ஜிஎஸ்டி உட்பட).',
    donation: 'எங்கள் நெசவாளர்களுக்கான நன்கொடை ஒரு அன்பளிப்பு, விற்பனை அல்ல; அதனால் அது விலைப்பட்டியலில் இல்லை.',
  },
};

/** The invoice is attached; why the donation is not on it is said only when there was one. */
function invoiceNote(order: OrderWithLines, locale: ShopLocale): string {
  const note = INVOICE_NOTE[locale];
  return order.donationPaise > 0 ? `${note.invoice} ${note.donation}` : note.invoice;
}

/** The donation's line of the receipt; none when the shopper gave nothing (the donation is never given by default). */
function donationLine(order: OrderWithLines, locale: ShopLocale): string[] {
  if (order.donationPaise <= 0) return [];
  const label = locale === 'ta' ? 'எங்கள் நெசவாளர்களுக்கு நன்கொடை' : 'Donation to our weavers';
  return [`  ${label}:  ${formatRupees(order.donationPaise, locale)}`];
}

/**
 * Once the order is delivered: what to do if something is wrong, and a link
 * to each piece's reviews (the Tamil page for a Tamil order), where the
 * shopper, now a verified buyer, may write one.
 */
function afterDeliveryLines(shopUrl: string, order: OrderWithLines): string[] {
  const links = order.lines
    .filter((line) => line.productId !== null)
    .map((line) => `  ${(order.locale === 'ta' && line.titleTa) || line.title}: ${pageUrlIn(`${shopUrl}/productinfo/${line.productId}`, order.locale)}#product-reviews`);
  if (order.locale === 'ta') {
    return ['ஏதேனும் சரியில்லை என்றால், இந்த மின்னஞ்சலுக்குப் பதில் அனுப்பி எங்களிடம் சொல்லுங்கள்.', ...(links.length ? ['', 'உங்கள் கருத்தை மற்ற வாடிக்கையாளர்களுக்குச் சொல்லுங்கள்:', ...links] : [])];
  }
  return ['If something is not right with it, reply to this email and tell us.', ...(links.length ? ['', 'Tell other shoppers what you think of it:', ...links] : [])];
}

/** Sent when the courier has collected the cash of a COD order: the receipt, with the invoice attached, and the review links. */
export function cashCollectedMail(shopName: string, ordersUrl: string, shopUrl: string, order: OrderWithLines, invoiceAttached: boolean): OutgoingMail {
  const reference = referenceOf(order);
  const locale = localeOf(order);
  const rupees = (paise: number) => formatRupees(paise, locale);
  if (locale === 'ta') {
    return {
      to: order.email,
      subject: `${shopName}: ஆர்டர் ${reference}-க்கான பணம் கிடைத்தது`,
      text: [
        `வணக்கம் ${order.addressName},`,
        '',
        `ஆர்டர் ${reference}-க்கான உங்கள் ${rupees(order.totalPaise)} ரொக்கம் ${order.paidAt ? `${formatShopDateTimeLong(order.paidAt, locale)} அன்று ` : ''}எங்களுக்குக் கிடைத்தது. நன்றி.`,
        '',
        `  பொருட்களும் டெலிவரியும்:  ${rupees(order.subtotalPaise + order.shippingPaise)}`,
        `  டெலிவரியில் பணம் கட்டணம்:  ${rupees(order.codFeePaise)}`,
        ...donationLine(order, locale),
        `  செலுத்திய மொத்தம்:  ${rupees(order.totalPaise)}`,
        '',
        ...(invoiceAttached ? [invoiceNote(order, locale), ''] : []),
        ...afterDeliveryLines(shopUrl, order),
        '',
        'உங்கள் ஆர்டர்:',
        orderPageUrl(ordersUrl, order),
        '',
        shopName,
      ].join('\n'),
    };
  }
  return {
    to: order.email,
    subject: `${shopName}: payment received for order ${reference}`,
    text: [
      `Hello ${order.addressName},`,
      '',
      `We have received your cash payment of ${rupees(order.totalPaise)} for order ${reference}${order.paidAt ? ` on ${formatShopDateTimeLong(order.paidAt)}` : ''}. Thank you.`,
      '',
      `  Items and shipping:  ${rupees(order.subtotalPaise + order.shippingPaise)}`,
      `  Cash on delivery fee:  ${rupees(order.codFeePaise)}`,
      ...donationLine(order, locale),
      `  Total paid:  ${rupees(order.totalPaise)}`,
      '',
      ...(invoiceAttached ? [invoiceNote(order, locale), ''] : []),
      ...afterDeliveryLines(shopUrl, order),
      '',
      'Your order:',
      orderPageUrl(ordersUrl, order),
      '',
      shopName,
    ].join('\n'),
  };
}

/** An email to the order's shopper: greeted by name in the order's language, signed by the shop. */
function mailToShopper(shopName: string, order: OrderWithLines, subject: string, body: string[]): OutgoingMail {
  const greeting = order.locale === 'ta' ? `வணக்கம் ${order.addressName},` : `Hello ${order.addressName},`;
  return { to: order.email, subject, text: [greeting, '', ...body, '', shopName].join('\n') };
}

/** Sent when the admin marks the order shipped: what is in the parcel, the tracking note when given, the promised dates. */
export function orderShippedMail(shopName: string, ordersUrl: string, order: OrderWithLines): OutgoingMail {
  const reference = referenceOf(order);
  const total = formatRupees(order.totalPaise, order.locale);
  const cod = order.paymentMethod === 'cod';
  if (order.locale === 'ta') {
    return mailToShopper(shopName, order, `${shopName}: உங்கள் ஆர்டர் ${reference} அனுப்பப்பட்டது`, [
      `உங்கள் ஆர்டர் ${reference} அனுப்பப்பட்டது.`,
      ...(order.trackingNote ? [`கண்காணிப்பு: ${order.trackingNote}`] : []),
      '',
      'பார்சலில் உள்ளவை:',
      ...itemLines(order),
      '',
      ...(cod ? [`கூரியரிடம் கொடுக்க ${total} ரொக்கமாகத் தயாராக வைத்திருக்கவும்.`] : []),
      ...expectedDeliveryLine(order),
      'உங்கள் ஆர்டரைக் கண்காணிக்க:',
      orderPageUrl(ordersUrl, order),
    ]);
  }
  return mailToShopper(shopName, order, `${shopName}: your order ${reference} has been shipped`, [
    `Your order ${reference} has been shipped.`,
    ...(order.trackingNote ? [`Tracking: ${order.trackingNote}`] : []),
    '',
    'In the parcel:',
    ...itemLines(order),
    '',
    ...(cod ? [`Please keep ${total} ready in cash for the courier.`] : []),
    ...expectedDeliveryLine(order),
    'You can follow your order at',
    orderPageUrl(ordersUrl, order),
  ]);
}

/**
 * Sent when the shop cancels the order. Where the money goes is said as the
 * shopper's cancel dialog and the Cancellation and Refund policy say it; an
 * unpaid cash-on-delivery order has nothing to refund.
 */
export function orderCancelledByShopMail(shopName: string, ordersUrl: string, order: OrderWithLines): OutgoingMail {
  const reference = referenceOf(order);
  const total = formatRupees(order.totalPaise, order.locale);
  const paid = order.paymentId !== null;
  if (order.locale === 'ta') {
    return mailToShopper(shopName, order, `${shopName}: உங்கள் ஆர்டர் ${reference} ரத்து செய்யப்பட்டது`, [
      `மன்னிக்கவும்: உங்கள் ஆர்டர் ${reference}-ஐ நாங்கள் ரத்து செய்ய வேண்டியதாயிற்று; அது அனுப்பப்படாது.`,
      '',
      ...itemLines(order),
      '',
      paid
        ? `முழுத் தொகை ${total}, நீங்கள் பணம் செலுத்திய கணக்கு, கார்டு அல்லது வாலெட்டுக்குத் திருப்பி அளிக்கப்படுகிறது; 7-10 வேலை நாட்களுக்குள் உங்களை வந்தடையும். பணம் திருப்பி அளிக்கப்பட்டதும் மின்னஞ்சல் அனுப்புவோம்.`
        : 'டெலிவரியில் பணம் செலுத்தும் இந்த ஆர்டருக்கு இதுவரை பணம் எதுவும் செலுத்தப்படவில்லை; திருப்பி அளிக்க எதுவும் இல்லை.',
      '',
      'உங்கள் ஆர்டர்:',
      orderPageUrl(ordersUrl, order),
    ]);
  }
  return mailToShopper(shopName, order, `${shopName}: your order ${reference} has been cancelled`, [
    `We are sorry: we have had to cancel your order ${reference}, and it will not be sent.`,
    '',
    ...itemLines(order),
    '',
    paid
      ? `The full amount, ${total}, is being refunded to the account, card or wallet you paid from; it reaches you within 7-10 business days. We will email you when the refund is made.`
      : 'Nothing has been paid for this cash-on-delivery order, so there is nothing to refund.',
    '',
    'Your order:',
    orderPageUrl(ordersUrl, order),
  ]);
}

/**
 * Sent when the shopper cancelled an order that nothing was paid for (cash on
 * delivery): a record that it is cancelled and nothing is owed, and a word if
 * it was not them. A paid order's refund receipt confirms its cancellation.
 */
export function orderCancelledByShopperMail(shopName: string, ordersUrl: string, order: OrderWithLines): OutgoingMail {
  const reference = referenceOf(order);
  if (order.locale === 'ta') {
    // Not yet checked by a Tamil speaker.
    return mailToShopper(shopName, order, `${shopName}: உங்கள் ஆர்டர் ${reference} ரத்து செய்யப்பட்டது`, [
      `நீங்கள் கேட்டபடி, உங்கள் ஆர்டர் ${reference} ரத்து செய்யப்பட்டது; அது அனுப்பப்படாது.`,
      '',
      ...itemLines(order),
      '',
      'டெலிவரியில் பணம் செலுத்தும் இந்த ஆர்டருக்குப் பணம் எதுவும் செலுத்தப்படவில்லை; நீங்கள் எதுவும் செலுத்த வேண்டியதில்லை. இதை நீங்கள் ரத்து செய்யவில்லை என்றால், இந்த மின்னஞ்சலுக்குப் பதில் அனுப்பவும்.',
      '',
      'உங்கள் ஆர்டர்:',
      orderPageUrl(ordersUrl, order),
    ]);
  }
  return mailToShopper(shopName, order, `${shopName}: you cancelled your order ${reference}`, [
    `As you asked, your order ${reference} is cancelled, and it will not be sent.`,
    '',
    ...itemLines(order),
    '',
    'Nothing was paid for this cash-on-delivery order, so you owe nothing. If you did not cancel it, reply to this email.',
    '',
    'Your order:',
    orderPageUrl(ordersUrl, order),
  ]);
}

/** Sent when a cancelled order's payment has been refunded, with the credit note that cancels its invoice when there is one. */
export function orderRefundedMail(shopName: string, ordersUrl: string, order: OrderWithLines, creditNoteAttached: boolean): OutgoingMail {
  const reference = referenceOf(order);
  const total = formatRupees(order.totalPaise, order.locale);
  const creditNote = creditNoteAttached ? order.taxDocuments?.find((document) => document.kind === 'credit_note') : undefined;
  if (order.locale === 'ta') {
    return mailToShopper(shopName, order, `${shopName}: ஆர்டர் ${reference}-க்கு ${total} பணம் திருப்பி அளிக்கப்பட்டது`, [
      `உங்கள் ஆர்டர் ${reference}-க்கான ${total}, நீங்கள் பணம் செலுத்திய கணக்கு, கார்டு அல்லது வாலெட்டுக்குத் திருப்பி அளிக்கப்பட்டது${order.refundId ? ` (பணத்திருப்பம் ${order.refundId})` : ''}. தொகை உங்கள் கணக்கில் தெரிய உங்கள் வங்கி இன்னும் சில நாட்கள் எடுக்கலாம்.`,
      '',
      ...(creditNote ? [`இந்த ஆர்டருக்கான கடன் குறிப்பு ${creditNote.number} இணைக்கப்பட்டுள்ளது.`, ''] : []),
      'உங்கள் ஆர்டர்:',
      orderPageUrl(ordersUrl, order),
    ]);
  }
  return mailToShopper(shopName, order, `${shopName}: ${total} refunded for order ${reference}`, [
    `We have refunded ${total} for your order ${reference} to the account, card or wallet you paid from${order.refundId ? ` (refund ${order.refundId})` : ''}. Your bank may take a few more days to show the amount.`,
    '',
    ...(creditNote ? [`Credit note ${creditNote.number} for this order is attached.`, ''] : []),
    'Your order:',
    orderPageUrl(ordersUrl, order),
  ]);
}

/**
 * Sent when the admin marks a prepaid order delivered (a COD order gets its
 * cash receipt instead): what to do if something is wrong, and a link to
 * each piece's reviews, where the shopper, now a verified buyer, may write one.
 */
export function orderDeliveredMail(shopName: string, ordersUrl: string, shopUrl: string, order: OrderWithLines): OutgoingMail {
  const reference = referenceOf(order);
  if (order.locale === 'ta') {
    return mailToShopper(shopName, order, `${shopName}: உங்கள் ஆர்டர் ${reference} டெலிவரி செய்யப்பட்டது`, [
      `உங்கள் ஆர்டர் ${reference} டெலிவரி செய்யப்பட்டது. இது உங்களுக்குப் பிடிக்கும் என நம்புகிறோம்: ஒவ்வொன்றும் கையால் நெய்யப்பட்டது.`,
      ...afterDeliveryLines(shopUrl, order),
      '',
      'உங்கள் ஆர்டர்:',
      orderPageUrl(ordersUrl, order),
    ]);
  }
  return mailToShopper(shopName, order, `${shopName}: your order ${reference} has been delivered`, [
    `Your order ${reference} has been delivered. We hope you enjoy it: every piece was woven by hand.`,
    ...afterDeliveryLines(shopUrl, order),
    '',
    'Your order:',
    orderPageUrl(ordersUrl, order),
  ]);
}

/**
 * Sent when the admin marks a cash-on-delivery order returned to sender (the
 * courier could not deliver it, or it was refused at the door): the order is
 * closed, nothing was paid and nothing is owed, and the shopper may write back.
 */
export function orderReturnedMail(shopName: string, ordersUrl: string, order: OrderWithLines): OutgoingMail {
  const reference = referenceOf(order);
  if (order.locale === 'ta') {
    // Not yet checked by a Tamil speaker.
    return mailToShopper(shopName, order, `${shopName}: உங்கள் ஆர்டர் ${reference} எங்களிடம் திரும்பி வந்தது`, [
      `டெலிவரியில் பணம் செலுத்தும் உங்கள் ஆர்டர் ${reference}-ஐ கூரியர் எங்களிடம் திருப்பி அனுப்பியது: அதை டெலிவரி செய்ய முடியவில்லை, அல்லது அது ஏற்கப்படவில்லை. பணம் எதுவும் செலுத்தப்படவில்லை; நீங்கள் எதுவும் செலுத்த வேண்டியதில்லை. ஆர்டர் மூடப்பட்டது.`,
      '',
      ...itemLines(order),
      '',
      'இவை இன்னும் வேண்டுமென்றால், மீண்டும் ஆர்டர் செய்யலாம்; முகவரியையும் கைபேசி எண்ணையும் முதலில் சரிபார்க்கவும். இது தவறு என்றால், இந்த மின்னஞ்சலுக்குப் பதில் அனுப்பவும்.',
      '',
      'உங்கள் ஆர்டர்:',
      orderPageUrl(ordersUrl, order),
    ]);
  }
  return mailToShopper(shopName, order, `${shopName}: your order ${reference} came back to us`, [
    `The courier returned your cash-on-delivery order ${reference} to us: it could not be delivered, or it was refused at the door. Nothing was paid and you owe nothing; the order is closed.`,
    '',
    ...itemLines(order),
    '',
    'If you still want these pieces, you are welcome to order them again: please check the address and phone number first. If this is a mistake, reply to this email.',
    '',
    'Your order:',
    orderPageUrl(ordersUrl, order),
  ]);
}

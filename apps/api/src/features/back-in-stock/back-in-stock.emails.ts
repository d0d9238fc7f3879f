import type { OutgoingMail } from '../email/mailer.ts';

export function backInStockEmail(shopName: string, to: string, name: string, title: string, productUrl: string): OutgoingMail {
  return {
    to,
    subject: `${shopName}: ${title} is back in stock`,
    text: [
      `Dear ${name},`,
      '',
      `You asked us to tell you when "${title}" was back. It is in stock again:`,
      productUrl,
      '',
      'Handloom pieces are woven a few at a time, so it may not stay long. We will not write about it again.',
      '',
      shopName,
    ].join('\n'),
  };
}

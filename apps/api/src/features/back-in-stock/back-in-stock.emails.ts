import type { ShopLocale } from '@handloom/shared';
import type { OutgoingMail } from '../email/mailer.ts';
import { pageUrlIn } from '../email/page-url.ts';

/** The email to one waiting shopper; in Tamil the product is named by its Tamil title where it has one. */
export function backInStockEmail(
  shopName: string,
  shopper: { email: string; name: string; locale: ShopLocale },
  product: { title: string; titleTa?: string | null | undefined },
  productUrl: string,
): OutgoingMail {
  const { email: to, name } = shopper;
  if (shopper.locale === 'ta') {
    const title = product.titleTa ?? product.title;
    return {
      to,
      subject: `${shopName}: ${title} மீண்டும் இருப்பில் உள்ளது`,
      text: [
        `அன்புள்ள ${name},`,
        '',
        `"${title}" மீண்டும் வந்ததும் தெரிவிக்கச் சொன்னீர்கள். அது இப்போது மீண்டும் இருப்பில் உள்ளது:`,
        pageUrlIn(productUrl, shopper.locale),
        '',
        'கைத்தறிப் பொருட்கள் ஒருமுறைக்குச் சிலவே நெய்யப்படுகின்றன; அதனால் நீண்ட நாள் இருப்பில் இருக்காமல் போகலாம். இதைப் பற்றி மீண்டும் எழுத மாட்டோம்.',
        '',
        shopName,
      ].join('\n'),
    };
  }
  const { title } = product;
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

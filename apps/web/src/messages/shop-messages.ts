import { locale } from '../lib/locale.ts';
import { enShop, type ShopMessages } from './en-shop.ts';
import { taShop } from './ta-shop.ts';

// The shopper pages' texts in the bundle's language (see messages.ts).
export const shopMessages: ShopMessages = locale === 'ta' ? taShop : enShop;

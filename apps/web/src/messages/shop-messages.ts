import { enShop, type ShopMessages } from './en-shop.ts';

// The shopper pages' part of the catalogue (see messages.ts).
export const shopMessages: ShopMessages = enShop;

import type { ShopText } from './errors.ts';
import { taCheckoutMessages } from './checkout-messages-ta.ts';
import { taAddressMessages, taCancelMessages, taCodMessages, taDeliveryMessages } from './schema-messages-ta.ts';
import { addressMessages } from './schemas/address.ts';
import { checkoutMessages } from './checkout-messages.ts';
import { codMessages, codRefusal, type CodRules } from './schemas/cod.ts';
import { deliveryMessages } from './schemas/delivery.ts';
import { cancelMessages } from './schemas/orders.ts';
import type { Widen } from './widen.ts';

// A message catalogue and its Tamil, key for key, made into one that answers
// both languages at once (ShopText): the server raises an error with both,
// because the place that knows the values (a title, a count) does not always
// know the request's language, and the error handler picks the one the
// request speaks. The English output is the catalogue's own, word for word.

type Catalogue = Record<string, string | ((...args: never[]) => string)>;

export type Bilingual<T extends Catalogue> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => ShopText : ShopText;
};

/** bilingual(codMessages, taCodMessages).wrongCode(2) -> { en: 'That code is not right. 2 tries left.', ta: '...' } */
export function bilingual<T extends Catalogue>(en: T, ta: Widen<T>): Bilingual<T> {
  const tamil: Record<string, unknown> = ta;
  const pairs = Object.entries(en).map(([key, english]) => {
    const translated = tamil[key];
    if (typeof english === 'string') return [key, { en: english, ta: translated as string }];
    return [key, (...args: never[]) => ({ en: english(...args), ta: (translated as typeof english)(...args) })];
  });
  return Object.fromEntries(pairs) as Bilingual<T>;
}

// The schemas' parameterised messages the server raises (pure: a bundle that
// does not use them drops them, and the Tamil with them).
export const checkoutTexts = /* @__PURE__ */ bilingual(checkoutMessages, taCheckoutMessages);
export const codTexts = /* @__PURE__ */ bilingual(codMessages, taCodMessages);
export const addressTexts = /* @__PURE__ */ bilingual(addressMessages, taAddressMessages);
export const deliveryTexts = /* @__PURE__ */ bilingual(deliveryMessages, taDeliveryMessages);
export const cancelTexts = /* @__PURE__ */ bilingual(cancelMessages, taCancelMessages);

/** Why cash on delivery cannot be chosen (schemas/cod.ts `codRefusal`), in both languages, or null when it can. */
export function codRefusalText(rules: CodRules, orderValuePaise: number, pincode?: string): ShopText | null {
  const en = codRefusal(rules, orderValuePaise, pincode);
  const ta = codRefusal(rules, orderValuePaise, pincode, taCodMessages);
  return en === null || ta === null ? null : { en, ta };
}

import { DEFAULT_SHIPPING_PER_UNIT_RUPEES, type PublicSettings } from '@handloom/shared';

// The server writes the shop's public settings into the page; reading them is
// synchronous, so contact details and the shipping charge never flicker.
const fallback: PublicSettings = {
  shopName: 'Kaithari Handlooms',
  contactEmail: 'care@kaithari.example',
  contactPhones: [],
  storeAddress: '',
  storeAddressTa: '',
  shippingPerUnitRupees: DEFAULT_SHIPPING_PER_UNIT_RUPEES,
  googleSignIn: false,
  paymentSandbox: false,
};

function readSettings(): PublicSettings {
  const element = typeof document === 'undefined' ? null : document.getElementById('shop-settings');
  if (!element?.textContent) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(element.textContent) as Partial<PublicSettings>) };
  } catch {
    return fallback;
  }
}

export const settings: PublicSettings = readSettings();

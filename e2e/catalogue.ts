import type { APIRequestContext } from '@playwright/test';

// What the browser journeys know of the demo catalogue, read from the shop's
// own API so the tests follow the catalogue instead of hard-coding it.

export interface ApiProduct {
  id: string;
  title: string;
  titleTa?: string | null;
  descriptionTa?: string | null;
  pricePaise: number;
  discountPercent: number;
  salePricePaise: number;
  category: string;
  stock: number;
  description: string;
  images: string[];
  createdAt: string;
  fabric?: string | null;
  colour?: string | null;
  occasions?: string[];
}

interface ApiProductList {
  items: ApiProduct[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

export async function listProducts(request: APIRequestContext, query: Record<string, string | number> = {}): Promise<ApiProductList> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`/api/products?${params}`);
  if (!response.ok()) throw new Error(`GET /api/products?${params} answered ${response.status()}`);
  return (await response.json()) as ApiProductList;
}

/** Every product of the catalogue, newest first. */
export async function allProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const products: ApiProduct[] = [];
  for (let page = 1; ; page++) {
    const list = await listProducts(request, { page, pageSize: 100 });
    products.push(...list.items);
    if (!list.hasMore) return products;
  }
}

/** Journeys make their own products in categories named "e2e …" (slug e2e_…), and buy or change them as they go. */
const madeByAJourney = (product: ApiProduct) => /^e2e[ _]/i.test(product.category);

/** The first demo product that matches: never one another journey made, which may sell out while this one looks. */
export async function findProduct(request: APIRequestContext, matches: (product: ApiProduct) => boolean, what: string): Promise<ApiProduct> {
  const product = (await allProducts(request)).find((candidate) => !madeByAJourney(candidate) && matches(candidate));
  if (!product) throw new Error(`The demo catalogue has no ${what}`);
  return product;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹16,650.00" as the product page shows it. */
export const rupeesWithPaise = (paise: number) => twoDecimals.format(paise / 100);
/** "₹18,500" as the cards and the price filter show it. */
export const rupees = (paise: number) => (paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesWithPaise(paise));

import { categoryLabel, clientRoutes, descriptionLines, formatRupees, imageSrc, type ClientRouteName, type Product, type ProductRating, type Provenance, type PublicReview, type ShopLocale, type WeaverPage } from '@handloom/shared';

// What the server writes into <head> for each page, so a shared link or a
// search engine sees the page's own title and description without running
// any JavaScript.

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; omitted for pages that should not be indexed. */
  canonicalPath?: string;
  noindex?: boolean;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: unknown;
  /** 404: the page's screen is shown (a category with no products), but there is nothing at this address to index or link to. */
  status?: 404;
}

type StaticMeta = Omit<PageMeta, 'canonicalPath'> & { indexable: boolean };

const staticPages: Record<Exclude<ClientRouteName, 'category' | 'productInfo' | 'weaver'>, StaticMeta> = {
  home: {
    title: 'Handwoven silk and cotton from Tamil Nadu',
    description: 'Handloom sarees, dhotis and scarves woven by hand in Tamil Nadu, sold straight from the weavers\' shop.',
    indexable: true,
  },
  allProducts: { title: 'All Products', description: 'Every handloom saree, dhoti, scarf and stole in the shop.', indexable: true },
  favorites: { title: 'Your Favourites', description: 'The handloom pieces you keep an eye on.', indexable: false },
  favourites: { title: 'Your Favourites', description: 'The handloom pieces you keep an eye on.', indexable: false },
  cart: { title: 'Cart', description: 'Your cart.', indexable: false },
  order: { title: 'Your Orders', description: 'Your orders and their delivery status.', indexable: false },
  placedOrder: { title: 'Your order', description: 'Your order, its number and what happens next.', indexable: false },
  profile: { title: 'Profile', description: 'Your account.', indexable: false },
  dashboard: { title: 'Dashboard', description: 'Run the shop.', indexable: false },
  addProduct: { title: 'Add Product', description: 'Add a product.', indexable: false },
  updateProduct: { title: 'Update Product', description: 'Update a product.', indexable: false },
  login: { title: 'Login', description: 'Log in to your account.', indexable: false },
  signup: { title: 'Signup', description: 'Create an account.', indexable: false },
  forgotPassword: { title: 'Forgot password?', description: 'Get a link to choose a new password.', indexable: false },
  resetPassword: { title: 'Choose a new password', description: 'Choose a new password.', indexable: false },
  contact: { title: 'Contact Us', description: 'Write, call or visit the shop.', indexable: true },
  about: { title: 'About Us', description: 'Who we are and how we work with the weavers.', indexable: true },
  weavers: {
    title: 'Our Weavers',
    description: 'Handlooms and the weavers of Tamil Nadu: their craft, their challenges, their history and today.',
    indexable: true,
  },
  donations: {
    title: 'Where the donations go',
    description: 'Help Our Weavers in the open: what shoppers gave, and every rupee given out to the weavers.',
    indexable: true,
  },
  termsAndConditions: { title: 'Terms and Conditions', description: 'The terms of using the shop.', indexable: true },
  privacyPolicy: { title: 'Privacy Policy', description: 'What we keep about you and why.', indexable: true },
  shippingAndRefund: { title: 'Shipping and Refund', description: 'How we ship, what it costs and how refunds work.', indexable: true },
  returnPolicy: { title: 'Cancellation and Refund', description: 'Cancellations, returns and refunds.', indexable: true },
};

/**
 * The same heads in Tamil, for /ta/ (issue 14). A page that names itself while
 * rendering (useDocumentTitle) gives its own title; these cover the rest and
 * every description. Words follow docs/tamil-glossary.md.
 */
const staticPagesTa: Record<keyof typeof staticPages, Pick<PageMeta, 'title' | 'description'>> = {
  home: { title: 'தமிழ்நாட்டின் கைத்தறிப் பட்டும் பருத்தியும்', description: 'தமிழ்நாட்டில் கையால் நெய்த கைத்தறிப் புடவைகள், வேட்டிகள், ஸ்கார்ஃப்கள் — நெசவாளர்களின் கடையிலிருந்து நேரடியாக.' },
  allProducts: { title: 'அனைத்துப் பொருட்கள்', description: 'கடையின் அனைத்துக் கைத்தறிப் புடவைகள், வேட்டிகள், ஸ்கார்ஃப்கள், ஸ்டோல்கள்.' },
  favorites: { title: 'உங்கள் விருப்பங்கள்', description: 'நீங்கள் கவனித்து வைத்திருக்கும் கைத்தறிப் பொருட்கள்.' },
  favourites: { title: 'உங்கள் விருப்பங்கள்', description: 'நீங்கள் கவனித்து வைத்திருக்கும் கைத்தறிப் பொருட்கள்.' },
  cart: { title: 'உங்கள் கூடை', description: 'உங்கள் கூடை.' },
  order: { title: 'உங்கள் ஆர்டர்கள்', description: 'உங்கள் ஆர்டர்களும் அவற்றின் டெலிவரி நிலையும்.' },
  placedOrder: { title: 'உங்கள் ஆர்டர்', description: 'உங்கள் ஆர்டர், அதன் எண், அடுத்து என்ன நடக்கும்.' },
  profile: { title: 'சுயவிவரம்', description: 'உங்கள் கணக்கு.' },
  dashboard: { title: 'நிர்வாகப் பலகை', description: 'கடையை நடத்துங்கள்.' },
  addProduct: { title: 'பொருளைச் சேர்க்கவும்', description: 'ஒரு பொருளைச் சேர்க்கவும்.' },
  updateProduct: { title: 'பொருளைப் புதுப்பிக்கவும்', description: 'ஒரு பொருளைப் புதுப்பிக்கவும்.' },
  login: { title: 'உள்நுழைவு', description: 'உங்கள் கணக்கில் உள்நுழையுங்கள்.' },
  signup: { title: 'பதிவு செய்க', description: 'புதிய கணக்கைத் தொடங்குங்கள்.' },
  forgotPassword: { title: 'கடவுச்சொல் மறந்துவிட்டதா?', description: 'புதிய கடவுச்சொல்லைத் தேர்வு செய்ய ஓர் இணைப்பைப் பெறுங்கள்.' },
  resetPassword: { title: 'புதிய கடவுச்சொல்லைத் தேர்வு செய்க', description: 'புதிய கடவுச்சொல்லைத் தேர்வு செய்யுங்கள்.' },
  contact: { title: 'எங்களைத் தொடர்புகொள்ள', description: 'எங்களுக்கு எழுதுங்கள், அழையுங்கள் அல்லது கடைக்கு வாருங்கள்.' },
  about: { title: 'எங்களைப் பற்றி', description: 'நாங்கள் யார், நெசவாளர்களுடன் எப்படி இணைந்து செயல்படுகிறோம்.' },
  weavers: { title: 'எங்கள் நெசவாளர்கள்', description: 'தமிழ்நாட்டின் கைத்தறிகளும் நெசவாளர்களும்: அவர்களின் கலை, சவால்கள், வரலாறு, இன்றைய நிலை.' },
  donations: { title: 'நன்கொடைகள் எங்கே செல்கின்றன', description: 'எங்கள் நெசவாளர்களுக்கு உதவுங்கள், வெளிப்படையாக: வாங்குபவர்கள் அளித்தவையும் நெசவாளர்களுக்கு வழங்கப்பட்ட ஒவ்வொரு ரூபாயும்.' },
  termsAndConditions: { title: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்', description: 'கடையைப் பயன்படுத்துவதற்கான விதிமுறைகள்.' },
  privacyPolicy: { title: 'தனியுரிமைக் கொள்கை', description: 'உங்களைப் பற்றி நாங்கள் எதை வைத்திருக்கிறோம், ஏன்.' },
  shippingAndRefund: { title: 'டெலிவரி மற்றும் பணத்திருப்பம்', description: 'நாங்கள் எப்படி அனுப்புகிறோம், அதன் கட்டணம், பணத்திருப்பம் எப்படி நடக்கிறது.' },
  returnPolicy: { title: 'ரத்து மற்றும் பணத்திருப்பம்', description: 'ரத்து செய்தல், திருப்பி அனுப்புதல், பணத்திருப்பம்.' },
};

export function staticPageMeta(name: keyof typeof staticPages, path: string, locale: ShopLocale = 'en'): PageMeta {
  const { indexable, ...english } = staticPages[name];
  const meta = locale === 'ta' ? { ...english, ...staticPagesTa[name] } : english;
  return indexable ? { ...meta, canonicalPath: path } : { ...meta, noindex: true };
}

/** The static pages search engines may list (the sitemap's first entries). */
export function indexableStaticPaths(): string[] {
  return (Object.keys(staticPages) as (keyof typeof staticPages)[])
    .filter((name) => staticPages[name].indexable)
    .map((name) => clientRoutes[name].pattern);
}

/** A category's page; the Tamil page says it with the Tamil name the admin set (the English label otherwise). */
export function categoryPageMeta(category: string, locale: ShopLocale = 'en', nameTa: string | null = null): PageMeta {
  const canonicalPath = `/category/${encodeURIComponent(category)}`;
  if (locale === 'ta' && nameTa) return { title: nameTa, description: `தமிழ்நாட்டில் கையால் நெய்த ${nameTa}.`, canonicalPath };
  const label = categoryLabel(category);
  return { title: label, description: `Handloom ${label.toLowerCase()} woven in Tamil Nadu.`, canonicalPath };
}

export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description: 'There is no page at this address.',
  noindex: true,
};

export const notFoundMetaTa: PageMeta = { title: 'பக்கம் இல்லை', description: 'இந்த முகவரியில் எந்தப் பக்கமும் இல்லை.', noindex: true };

/** Crawlers and chat previews cut descriptions around here. */
const DESCRIPTION_LENGTH = 160;

/**
 * A product page: its name, opening description lines and sale price, its first
 * picture, and JSON-LD `Product` with an `Offer` for search engines. URLs inside
 * JSON-LD must be absolute, hence `publicUrl`. The Tamil page says it with
 * the Tamil title, description and category name where there are ones (the
 * English ones otherwise).
 */
export function productPageMeta(
  product: Product,
  site: { publicUrl: string; shopName: string },
  reviews: readonly PublicReview[] = [],
  locale: ShopLocale = 'en',
  categoryNameTa: string | null = null,
): PageMeta {
  const canonicalPath = `/productinfo/${product.id}`;
  const absolute = (path: string) => new URL(path, site.publicUrl).toString();
  const price = formatRupees(product.salePricePaise, locale);
  const title = (locale === 'ta' && product.titleTa) || product.title;
  const lines = descriptionLines((locale === 'ta' && product.descriptionTa) || product.description);
  // The price goes first, so it survives a chat preview cutting the text short.
  const summary = truncate(lines.join(' '), DESCRIPTION_LENGTH - price.length - 3);
  return {
    title,
    description: summary ? `${price} · ${summary}` : price,
    canonicalPath,
    image: imageSrc(product.images[0] ?? '', 640),
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: title,
      description: lines.join('\n'),
      image: product.images.map((url) => absolute(imageSrc(url, 1024))),
      category: (locale === 'ta' && categoryNameTa) || categoryLabel(product.category),
      sku: product.id,
      brand: { '@type': 'Brand', name: site.shopName },
      ...provenanceJsonLd(product.provenance ?? null, absolute, locale),
      ...reviewsJsonLd(product.rating ?? null, reviews),
      offers: {
        '@type': 'Offer',
        price: rupeesWithPaise(product.salePricePaise),
        priceCurrency: 'INR',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: absolute(canonicalPath),
      },
    },
  };
}

/**
 * The approved reviews as schema.org has them: `aggregateRating` over all of
 * them and a `review` for each one listed; nothing at all while none is
 * approved (a rating of zero reviews would be a false claim).
 */
function reviewsJsonLd(rating: ProductRating | null, reviews: readonly PublicReview[]): Record<string, unknown> {
  if (!rating || rating.count === 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
    ...(reviews.length
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
            author: { '@type': 'Person', name: review.reviewerName },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.text,
          })),
        }
      : {}),
  };
}

/**
 * Where a piece comes from, in schema.org terms where they fit: the yarn is
 * `material`; the trust marks are `hasCertification` (schema.org's
 * Certification, with the Silk Mark's label number as its identification);
 * the weaver, the cluster, the days on the loom and the GI name are
 * `additionalProperty` values (Product has no creator or maker that takes a
 * Person; `manufacturer` is an Organization), the weaver's with the URL of
 * their profile, which carries the `Person`. Nothing unset is said. The
 * Tamil page says it in Tamil, as it shows it: the weaver's Tamil name, and
 * the Tamil cluster, yarn and GI name where the owner gave them (the English
 * ones otherwise); the marks keep their own names.
 */
const provenanceNames: Record<ShopLocale, { wovenBy: string; cluster: string; loomDays: string; gi: string }> = {
  en: { wovenBy: 'Woven by', cluster: 'Weaving cluster', loomDays: 'Days on the loom', gi: 'Geographical Indication' },
  // The product page's own Tamil words (apps/web/src/messages/ta-shop.ts, weavers).
  ta: { wovenBy: 'நெய்தவர்', cluster: 'நெசவுத் தொகுப்பு', loomDays: 'தறியில் நாட்கள்', gi: 'புவிசார் குறியீடு' },
};

function provenanceJsonLd(provenance: Provenance | null, absolute: (path: string) => string, locale: ShopLocale): Record<string, unknown> {
  if (!provenance) return {};
  const names = provenanceNames[locale];
  const inTamil = locale === 'ta';
  const clusterName = (inTamil && provenance.clusterNameTa) || provenance.clusterName;
  const yarn = (inTamil && provenance.yarnTa) || provenance.yarn;
  const giName = (inTamil && provenance.giNameTa) || provenance.giName;
  const properties: Record<string, unknown>[] = [];
  if (provenance.weaver) {
    const weaverName = inTamil ? provenance.weaver.nameTa : provenance.weaver.nameEn;
    properties.push({ '@type': 'PropertyValue', name: names.wovenBy, value: weaverName, url: absolute(`/weavers/${provenance.weaver.slug}`) });
  } else if (clusterName) {
    properties.push({ '@type': 'PropertyValue', name: names.cluster, value: clusterName });
  }
  if (provenance.loomDays) properties.push({ '@type': 'PropertyValue', name: names.loomDays, value: provenance.loomDays, unitCode: 'DAY' });
  if (giName) properties.push({ '@type': 'PropertyValue', name: names.gi, value: giName });
  const certifications = [
    provenance.handloomMark ? { '@type': 'Certification', name: 'Handloom Mark' } : null,
    provenance.indiaHandloomBrand ? { '@type': 'Certification', name: 'India Handloom Brand' } : null,
    provenance.silkMarkLabel ? { '@type': 'Certification', name: 'Silk Mark', certificationIdentification: provenance.silkMarkLabel } : null,
  ].filter((certification) => certification !== null);
  return {
    ...(yarn ? { material: yarn } : {}),
    ...(properties.length ? { additionalProperty: properties } : {}),
    ...(certifications.length ? { hasCertification: certifications } : {}),
  };
}

/** A weaver's profile: its own title and story, and JSON-LD `Person`. */
export function weaverPageMeta({ weaver }: WeaverPage, site: { publicUrl: string }, locale: ShopLocale = 'en'): PageMeta {
  const canonicalPath = `/weavers/${weaver.slug}`;
  const absolute = (path: string) => new URL(path, site.publicUrl).toString();
  return {
    title: locale === 'ta' ? `${weaver.nameTa}, நெசவாளர்` : `${weaver.nameEn}, weaver of ${weaver.village}`,
    description: truncate(((locale === 'ta' && weaver.storyTa) || weaver.story).replace(/\s+/g, ' '), DESCRIPTION_LENGTH),
    canonicalPath,
    ...(weaver.portrait ? { image: imageSrc(weaver.portrait, 640) } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: weaver.nameEn,
      alternateName: weaver.nameTa,
      jobTitle: weaver.loom === 'frame' ? 'Handloom weaver (frame loom)' : 'Handloom weaver (pit loom)',
      description: weaver.story,
      url: absolute(canonicalPath),
      ...(weaver.portrait ? { image: absolute(imageSrc(weaver.portrait, 1024)) } : {}),
      homeLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: weaver.village, addressRegion: `${weaver.district} district, Tamil Nadu`, addressCountry: 'IN' },
      },
    },
  };
}

/** Schema.org wants a plain decimal: 123450 paise -> "1234.50". */
function rupeesWithPaise(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

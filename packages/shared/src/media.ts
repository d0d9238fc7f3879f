// Images the shop stores itself are referenced as `/media/<key>` and exist as
// WebP files `<key>-<width>.webp` in each of these widths. Image URLs pasted
// by the admin are used as they are.

// 800 suits a phone's product page (about 380 CSS px at 2x); 160 the small
// pictures (the gallery's thumbnails, search suggestions, the admin's lists),
// which were 320 wide for 32-64 CSS px. Both came after the others, so images
// stored before them have them made when first asked for (image-variants.ts).
export const IMAGE_WIDTHS = [160, 320, 640, 800, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_ASPECT = { width: 4, height: 5 } as const;

const MEDIA_PREFIX = '/media/';

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

export function isShopImage(url: string): boolean {
  return url.startsWith(MEDIA_PREFIX) && !url.includes('.');
}

/** The URL of one width of an image (external URLs come back unchanged). */
export function imageSrc(url: string, width: ImageWidth): string {
  return isShopImage(url) ? `${url}-${width}.webp` : url;
}

/** A srcset for the shop's own images; undefined for external URLs. */
export function imageSrcSet(url: string): string | undefined {
  if (!isShopImage(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${url}-${width}.webp ${width}w`).join(', ');
}

/**
 * How wide the product page draws its main photograph (the `sizes` of its
 * srcset): the page's largest image. The browser's <img> and the server's
 * <link rel="preload"> must say the same, or the preload is wasted.
 */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 1280px) 608px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';

/** How wide a product card draws its photograph: two columns on a phone, three on a tablet, four from 1024 px (1280 px page). */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) calc((100vw - 96px) / 4), (min-width: 640px) calc((100vw - 80px) / 3), calc((100vw - 48px) / 2)';

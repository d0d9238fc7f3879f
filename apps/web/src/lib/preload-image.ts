import { imageSrc, imageSrcSet } from '@handloom/shared';

const started = new Set<string>();

/**
 * Starts downloading a product photograph that the page about to render will
 * show first (its LCP image), as soon as its URL is known, instead of after
 * the page's code has arrived and rendered. The <img> later picks the same
 * file from the cache, since it has the same srcset and sizes.
 */
export function preloadImage(url: string | undefined, sizes: string): void {
  if (!url || started.has(url) || typeof Image === 'undefined') return;
  started.add(url);
  const image = new Image();
  image.fetchPriority = 'high';
  const srcSet = imageSrcSet(url);
  if (srcSet) {
    image.sizes = sizes;
    image.srcset = srcSet;
  }
  image.src = imageSrc(url, 640);
}

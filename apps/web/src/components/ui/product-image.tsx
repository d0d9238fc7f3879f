import { IMAGE_ASPECT, imageSrc, imageSrcSet } from '@handloom/shared';

/**
 * How urgently the browser should fetch an image: `high` for the page's
 * largest image (its LCP), `eager` for others in the first screen, `lazy`
 * for everything below the fold.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

interface ProductImageProps {
  url: string;
  alt: string;
  /** The `sizes` of the responsive image: how wide it is drawn at each breakpoint. */
  sizes: string;
  priority?: ImagePriority;
  className?: string;
  onLoad?: () => void;
}

// Width and height give the 4:5 box before the file arrives, so nothing jumps.
const WIDTH = 640;
const HEIGHT = (WIDTH / IMAGE_ASPECT.width) * IMAGE_ASPECT.height;

/** A product photograph as responsive WebP (srcset of the shop's widths), in a fixed 4:5 box. */
export function ProductImage({ url, alt, sizes, priority = 'lazy', className = '', onLoad }: ProductImageProps) {
  const box = `aspect-4/5 w-full bg-maroon-50 object-cover dark:bg-ink-700 ${className}`;
  // No photograph (an order imported from the original shop can have none): the empty box, not an
  // <img src=""> that a browser may answer by fetching the page itself again.
  if (!url) return alt ? <span role="img" aria-label={alt} className={`block ${box}`} /> : <span aria-hidden="true" className={`block ${box}`} />;
  const srcSet = imageSrcSet(url);
  return (
    <img
      src={imageSrc(url, WIDTH)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={WIDTH}
      height={HEIGHT}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      // The page's scripts start once the browser reports this photograph painted (page-modules.ts).
      {...(priority === 'high' ? { elementtiming: 'first-photo' } : {})}
      decoding={priority === 'high' ? undefined : 'async'}
      onLoad={onLoad}
      className={box}
    />
  );
}

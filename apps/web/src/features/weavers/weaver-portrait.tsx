import { imageSrc, imageSrcSet } from '@handloom/shared';

interface WeaverPortraitProps {
  url: string | null;
  alt: string;
  sizes: string;
  className?: string;
}

/** A weaver's portrait in a 4:5 box; a plain panel when there is none. */
export function WeaverPortrait({ url, alt, sizes, className = '' }: WeaverPortraitProps) {
  if (!url) return <div aria-hidden="true" className={`aspect-[4/5] rounded-lg bg-maroon-50 dark:bg-ink-700 ${className}`} />;
  return (
    <img
      src={imageSrc(url, 640)}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      width={640}
      height={800}
      loading="lazy"
      className={`aspect-[4/5] w-full rounded-lg object-cover ${className}`}
    />
  );
}

import { PRODUCT_PAGE_IMAGE_SIZES } from '@handloom/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ProductImage } from '../../components/ui/product-image.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.catalog.detail;

// The spec's carousel: autoplay every 3000 ms, slides move in about 500 ms
// (embla's duration is a speed, not milliseconds: 30 takes about half a
// second on a phone-sized slide). Touch swipes come with embla.
const AUTOPLAY_DELAY_MS = 3000;
const SCROLL_DURATION = 30;
const MAX_IMAGES = 4;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Up to four photographs with a dot per image and a pause button; the first is
 * the page's largest image. WCAG 2.2.2 (pause, stop, hide): the slideshow
 * pauses while the pointer is over it or focus is in it and goes on after,
 * stops for good when the shopper pauses it, drags it or picks a dot, and
 * never starts under prefers-reduced-motion.
 */
export function ImageCarousel({ images, title }: { images: readonly string[]; title: string }) {
  const slides = images.slice(0, MAX_IMAGES);
  const many = slides.length > 1;
  // Plugins are created once: a new array on each render would restart the carousel.
  const [plugins] = useState(() => (many ? [Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false })] : []));
  const [viewportRef, embla] = useEmblaCarousel({ loop: many, duration: SCROLL_DURATION, active: many }, plugins);
  const [selected, setSelected] = useState(0);
  // Not playing until hydrated: the server cannot know the shopper's motion preference, and the first render must match its HTML.
  const [playing, setPlaying] = useState(false);
  /** Paused by hover or focus, to go on when they leave. */
  const held = useRef(false);
  /** The shopper stopped it (pause button, a dot, a drag): it stays stopped until they press play. */
  const stoppedByShopper = useRef(false);
  // The other photographs wait until the first (the page's largest image) is in, so they do not slow it down.
  const [firstLoaded, setFirstLoaded] = useState(false);
  const loadOthers = firstLoaded || selected > 0;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    const onDrag = () => {
      stoppedByShopper.current = true;
    };
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop).on('pointerDown', onDrag);
    if (many && !prefersReducedMotion()) embla.plugins().autoplay?.play();
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop).off('pointerDown', onDrag);
    };
  }, [embla, many]);

  const autoplay = () => embla?.plugins().autoplay;
  const hold = () => {
    const player = autoplay();
    if (!player?.isPlaying()) return;
    held.current = true;
    player.stop();
  };
  const release = () => {
    if (!held.current) return;
    held.current = false;
    if (!stoppedByShopper.current) autoplay()?.play();
  };
  const togglePlaying = () => {
    const player = autoplay();
    if (!player) return;
    held.current = false;
    stoppedByShopper.current = player.isPlaying();
    if (player.isPlaying()) player.stop();
    else player.play();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.images}
      className="min-w-0"
      onFocus={(event) => {
        // Not the pause button: pressing it is the shopper's own choice.
        if (!event.target.closest('[data-slideshow-toggle]')) hold();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) release();
      }}
    >
      {/* Over the photographs, not the buttons below: a click on "Pause" must find the slideshow as the shopper saw it. */}
      <div ref={viewportRef} onMouseEnter={hold} onMouseLeave={release} className="overflow-hidden rounded-lg border border-maroon-100 bg-white dark:border-ink-700 dark:bg-ink-800">
        <div className="flex touch-pan-y">
          {slides.map((url, index) => (
            <div
              key={`${url}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={m.slide(index + 1, slides.length)}
              className="min-w-0 flex-[0_0_100%]"
            >
              {index === 0 || loadOthers ? (
                <ProductImage
                  url={url}
                  alt={m.imageAlt(title, index + 1, slides.length)}
                  sizes={PRODUCT_PAGE_IMAGE_SIZES}
                  priority={index === 0 ? 'high' : 'lazy'}
                  onLoad={index === 0 ? () => setFirstLoaded(true) : undefined}
                />
              ) : (
                <div className="aspect-4/5 w-full bg-maroon-50 dark:bg-ink-700" />
              )}
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <div className="mt-3 flex items-center justify-center gap-1">
          <button
            type="button"
            onClick={togglePlaying}
            data-slideshow-toggle=""
            aria-label={playing ? m.pauseSlides : m.playSlides}
            className="mr-2 inline-flex size-11 items-center justify-center rounded-full text-maroon-700 hover:bg-maroon-50 focus-visible:outline-maroon-700 dark:text-zari-300 dark:hover:bg-ink-800 dark:focus-visible:outline-zari-400"
          >
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          </button>
          {slides.map((url, index) => (
            <button
              key={`${url}-${index}`}
              type="button"
              aria-label={m.showImage(index + 1, slides.length)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => {
                stoppedByShopper.current = true;
                held.current = false;
                autoplay()?.stop();
                embla?.scrollTo(index);
              }}
              // A 44 px target around a small dot.
              className="group inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-maroon-700 dark:focus-visible:outline-zari-400"
            >
              <span
                aria-hidden="true"
                className={`block size-3 rounded-full border-2 transition-colors ${
                  index === selected
                    ? 'border-maroon-700 bg-maroon-700 dark:border-zari-400 dark:bg-zari-400'
                    : 'border-stone-500 bg-transparent group-hover:border-maroon-700 dark:border-stone-400 dark:group-hover:border-zari-400'
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

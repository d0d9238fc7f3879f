import { imageSrc, imageSrcSet, PRODUCT_PAGE_IMAGE_SIZES } from '@handloom/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Maximize2, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ProductImage } from '../../components/ui/product-image.tsx';
import { ImageZoom } from './image-zoom.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.catalog.detail;

// The spec's carousel: autoplay every 3000 ms, slides move in about 500 ms
// (embla's duration is a speed, not milliseconds: 30 takes about half a
// second on a phone-sized slide). Swipes (touch) and drags (mouse) come with embla.
const AUTOPLAY_DELAY_MS = 3000;
const SCROLL_DURATION = 30;
const MAX_IMAGES = 4;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Up to four photographs with a thumbnail strip, a dot per image (the spec's)
 * and a pause button; the first is the page's largest image. A tap or click on
 * the photograph, or the enlarge button, opens it large (ImageZoom). WCAG 2.2.2 (pause, stop, hide): the slideshow
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
  // And then only the one the slideshow shows next: a shopper who leaves within a few seconds has not
  // paid on a metered connection for photographs never shown. The furthest slide shown so far, and
  // whether the shopper has dragged (any slide, either side, may then come into view).
  const [reached, setReached] = useState(0);
  const [dragged, setDragged] = useState(false);
  const wanted = (index: number) => index === 0 || index === selected || (loadOthers && (dragged || index <= reached + 1));
  const sectionRef = useRef<HTMLElement>(null);
  // A photograph the server sent may be in before the page hydrates, and then its load event has passed.
  useEffect(() => {
    if (sectionRef.current?.querySelector('img')?.complete) setFirstLoaded(true);
  }, []);
  /** The photograph shown enlarged, if any. */
  const [zoomed, setZoomed] = useState<number | null>(null);
  const enlargeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      setReached((furthest) => Math.max(furthest, index));
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    const onDrag = () => {
      stoppedByShopper.current = true;
      setDragged(true);
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
  /** A dot or a thumbnail: the shopper chose this photograph, so the slideshow stops for good. */
  const show = (index: number) => {
    stoppedByShopper.current = true;
    held.current = false;
    autoplay()?.stop();
    embla?.scrollTo(index);
  };
  const enlarge = (index: number) => {
    stoppedByShopper.current = true;
    held.current = false;
    autoplay()?.stop();
    setZoomed(index);
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
      ref={sectionRef}
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
      <div className="relative" onMouseEnter={hold} onMouseLeave={release}>
        <div ref={viewportRef} className="overflow-hidden rounded-lg border border-maroon-100 bg-white dark:border-ink-700 dark:bg-ink-800">
          <div className="flex touch-pan-y">
            {slides.map((url, index) => (
              // A tap or click enlarges the photograph (embla swallows the click that ends a swipe); keyboards use the enlarge button.
              <div
                key={`${url}-${index}`}
                role="group"
                aria-roledescription="slide"
                aria-label={m.slide(index + 1, slides.length)}
                onClick={() => enlarge(index)}
                className="min-w-0 flex-[0_0_100%] cursor-zoom-in"
              >
                {wanted(index) ? (
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
        <button
          ref={enlargeRef}
          type="button"
          aria-label={m.enlarge}
          aria-haspopup="dialog"
          onClick={() => enlarge(selected)}
          className="absolute right-2 bottom-2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-maroon-800 shadow hover:bg-white focus-visible:outline-maroon-700 dark:bg-ink-900/90 dark:text-zari-300 dark:hover:bg-ink-900 dark:focus-visible:outline-zari-400"
        >
          <Maximize2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      {many ? (
        <ul aria-label={m.thumbnails} className="mt-3 flex justify-center gap-2">
          {slides.map((url, index) => (
            <li key={`${url}-${index}`}>
              <button
                type="button"
                aria-label={m.thumbnail(index + 1, slides.length)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => show(index)}
                className={`block w-14 overflow-hidden rounded-md border-2 focus-visible:outline-maroon-700 sm:w-16 dark:focus-visible:outline-zari-400 ${
                  index === selected ? 'border-maroon-700 dark:border-zari-400' : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                {/* After the page's main photograph: the strip must not slow it down. */}
                {loadOthers ? (
                  <img
                    src={imageSrc(url, 160)}
                    srcSet={imageSrcSet(url)}
                    sizes="(min-width: 640px) 64px, 56px"
                    alt=""
                    width={64}
                    height={80}
                    loading="lazy"
                    decoding="async"
                    className="aspect-4/5 w-full bg-maroon-50 object-cover dark:bg-ink-700" />
                ) : (
                  <span className="block aspect-4/5 w-full bg-maroon-50 dark:bg-ink-700" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
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
              onClick={() => show(index)}
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
      <ImageZoom
        url={zoomed === null ? null : (slides[zoomed] ?? null)}
        alt={zoomed === null ? '' : m.imageAlt(title, zoomed + 1, slides.length)}
        title={title}
        onClose={() => setZoomed(null)}
        returnFocusTo={enlargeRef}
      />
    </section>
  );
}

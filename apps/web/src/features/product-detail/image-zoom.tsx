import { imageSrc, imageSrcSet } from '@handloom/shared';
import { X } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { shopMessages } from '../../messages/shop-messages.ts';

const m = shopMessages.catalog.detail;

interface ImageZoomProps {
  /** The photograph to show large; null while closed. */
  url: string | null;
  alt: string;
  title: string;
  onClose: () => void;
  /** Where the focus goes when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * A photograph enlarged in a native modal <dialog>: the browser keeps the focus
 * in it and the page behind inert, Escape closes it (as do the close button and
 * a tap beside the photograph), and the focus goes back to the gallery. No
 * dialog library: <dialog> does all of this, and needs no injected styles for
 * the shop's CSP. Pinch-zoom on a phone works on the enlarged photograph.
 */
export function ImageZoom({ url, alt, title, onClose, returnFocusTo }: ImageZoomProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = url !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = returnFocusTo.current;
    if (!dialog || !open) return;
    dialog.showModal();
    // The page behind does not scroll while the photograph is open.
    document.documentElement.classList.add('overflow-hidden');
    return () => {
      document.documentElement.classList.remove('overflow-hidden');
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open, returnFocusTo]);

  return (
    <dialog
      ref={dialogRef}
      aria-label={m.enlarged(title)}
      // Escape: the state closes it, at once. Left to the browser, the state would follow only on
      // the `close` event a task later, and an Enter on the enlarge button in between (the focus is
      // back on it) would find the photograph still "open" and be lost.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Closed some other way by the browser; not the late event of a close the state already made
      // (the photograph may be open again by then).
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop (beside the photograph) lands on the dialog itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-ink-900/90"
    >
      {url !== null ? (
        <div className="relative">
          <img
            src={imageSrc(url, 1024)}
            srcSet={imageSrcSet(url)}
            sizes="100vw"
            alt={alt}
            className="block h-auto max-h-dvh w-auto max-w-[100vw] object-contain"
          />
          <button
            type="button"
            onClick={onClose}
            aria-label={m.closeEnlarged}
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-ink-900/80 text-cream-50 hover:bg-ink-900 focus-visible:outline-zari-400"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}

import { X } from 'lucide-react';
import { useEffect } from 'react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { locale } from '../lib/locale.ts';
import { messages } from '../messages/messages.ts';

// The toast area is loaded with the first toast, outside the initial JS
// (see lib/notify.ts): that toast waits in react-toastify's queue and shows
// once the container mounts.
// Spec: top-right, auto-close after 5 s, with a progress bar.
export default function Toasts() {
  useTimerNamesInTamil();
  return <ToastContainer position="top-right" autoClose={5000} aria-label={messages.common.notifications} closeButton={CloseButton} />;
}

/** react-toastify's own close button names itself "close" in English; this one speaks the page's language. */
function CloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button type="button" className="Toastify__close-button" aria-label={messages.common.close} onClick={(event) => closeToast(event)}>
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}

/**
 * react-toastify names its progress bar "notification timer" with no way to
 * change it; on a Tamil page each new bar is renamed as it appears.
 */
function useTimerNamesInTamil(): void {
  useEffect(() => {
    if (locale === 'en') return;
    const rename = () => {
      for (const bar of document.querySelectorAll('.Toastify [role="progressbar"]')) {
        if (bar.getAttribute('aria-label') !== messages.common.notificationTimer) bar.setAttribute('aria-label', messages.common.notificationTimer);
      }
    };
    const observer = new MutationObserver(rename);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
}

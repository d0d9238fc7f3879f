import { X } from 'lucide-react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { messages } from '../messages/messages.ts';

// The toast area is loaded after the first screen, outside the initial JS
// (see lib/notify.ts): a toast raised before it arrives waits in
// react-toastify's queue and shows once the container mounts.
// Spec: top-right, auto-close after 5 s, with a progress bar.
export default function Toasts() {
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

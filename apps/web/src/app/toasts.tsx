import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

// The toast area is loaded after the first screen, outside the initial JS
// (see lib/notify.ts): a toast raised before it arrives waits in
// react-toastify's queue and shows once the container mounts.
// Spec: top-right, auto-close after 5 s, with a progress bar.
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} />;
}

// Toasts (react-toastify) load only when the first one is shown: a page that
// never shows one never downloads the library or its stylesheet. The first
// toast asks the root layout to mount the container (app/toasts.tsx); a toast
// raised before the container is there waits in react-toastify's queue.

import type { ToastOptions } from 'react-toastify/unstyled';

let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast has been asked for on this page (the container is then mounted). */
export function toastsWanted(): boolean {
  return wanted;
}

/** Calls `listener` once the first toast is asked for; returns the unsubscribe (useSyncExternalStore's shape). */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function toastLibrary() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return (await import('react-toastify/unstyled')).toast;
}

export async function notifySuccess(text: string, options?: ToastOptions): Promise<void> {
  (await toastLibrary()).success(text, options);
}

export async function notifyError(text: string, options?: ToastOptions): Promise<void> {
  (await toastLibrary()).error(text, options);
}

// Toasts (react-toastify) load only when the first one is shown: a page that
// never shows one never downloads the library. The container in the root
// layout mounts after the first paint; toasts raised before it is there wait
// in react-toastify's queue.

export async function notifySuccess(text: string): Promise<void> {
  const { toast } = await import('react-toastify/unstyled');
  toast.success(text);
}

export async function notifyError(text: string): Promise<void> {
  const { toast } = await import('react-toastify/unstyled');
  toast.error(text);
}

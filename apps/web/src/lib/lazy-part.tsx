import { Component, lazy, type ComponentType, type ReactNode } from 'react';

// Parts of a page whose code downloads when first wanted (the phone menu, the
// categories menu, the review form, the toasts). A download that fails (a
// phone between towers) must fail that part alone: without a boundary of its
// own, the error reaches the route's and the whole page is replaced.

/**
 * React.lazy for a part that can be asked for again: React keeps a lazy
 * component's failed download for good, so `retry` makes the next render ask
 * the browser again. Firefox then downloads it again; Chromium and WebKit
 * still keep a failed module download for the page's life (whatwg/html#10327
 * is not in them yet), so there the part comes back only after a reload. Either
 * way the failure stays with the part.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let current = lazy(load);
  function LazyPart(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return Object.assign(LazyPart, {
    retry: () => {
      current = lazy(load);
    },
  });
}

interface PartBoundaryProps {
  children: ReactNode;
  /** What stands in once the part failed; given `retry`, which tries it again. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  /** Told of the failure (to put the part back as it was before it was wanted, say). */
  onError?: (error: unknown) => void;
}

/** Keeps a failure of the part inside it (its code did not download, or it threw) to the part. */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry) : fallback;
  }
}

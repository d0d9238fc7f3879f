import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests (files marked `// @vitest-environment happy-dom`) render into
// one shared document: unmount whatever a test rendered before the next one.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

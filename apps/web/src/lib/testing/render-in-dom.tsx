import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import 'dayjs/locale/it';

/**
 * For component tests in jsdom (a test file starting with `// @vitest-environment jsdom`): what the
 * browser has and jsdom lacks, for Mantine's components. Each file's new jsdom gets it from
 * file-setup.ts.
 */
export function completeJsdom() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Nothing comes on screen: what waits for it (a photo, lib/use-seen-on-screen.ts) stays waiting.
  globalThis.IntersectionObserver ??= class {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  // A Textarea with autosize listens for fonts loading.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
}

/**
 * Draws `ui` as the app does (Mantine and the Italian calendar), without transitions: a dialog opens
 * and closes at once.
 */
export function renderInDom(ui: ReactNode): RenderResult {
  return render(
    <MantineProvider env="test">
      <DatesProvider settings={{ locale: 'it', firstDayOfWeek: 1 }}>{ui}</DatesProvider>
    </MantineProvider>,
  );
}

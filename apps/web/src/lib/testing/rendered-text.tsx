import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A router with no routes of its own, enough for the links a component draws. */
const testRouter = () =>
  createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/'] }) });

/** The screen a component is drawn for: a phone matches no media query of a width, a wide one every one. */
export type TestScreen = 'phone' | 'wide';

/**
 * For component tests: the markup a component draws (inside Mantine's provider and a router, for its
 * links) on a phone or a wide screen, and the text a reader sees in it (tags dropped, spaces run
 * together). Rendered on the server, so no DOM library is needed; the screen is what `matchMedia`
 * answers while the component is drawn (ResponsiveTable shows cards or the table by it).
 */
export function renderedMarkup(ui: ReactNode, screen: TestScreen = 'phone'): string {
  const globals = globalThis as { window?: unknown };
  const before = globals.window;
  globals.window = { matchMedia: () => ({ matches: screen === 'wide' }) };
  try {
    return renderToStaticMarkup(
      <MantineProvider>
        <RouterContextProvider router={testRouter()}>{ui}</RouterContextProvider>
      </MantineProvider>,
    );
  } finally {
    globals.window = before;
  }
}

export function renderedText(ui: ReactNode, screen: TestScreen = 'phone'): string {
  return renderedMarkup(ui, screen)
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

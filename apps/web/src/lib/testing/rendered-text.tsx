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

/**
 * For component tests: the markup a component draws (inside Mantine's provider and a router, for its
 * links), and the text a reader sees in it (tags dropped, spaces run together). Rendered on the server,
 * so no DOM library is needed.
 */
export function renderedMarkup(ui: ReactNode): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <RouterContextProvider router={testRouter()}>{ui}</RouterContextProvider>
    </MantineProvider>,
  );
}

export function renderedText(ui: ReactNode): string {
  return renderedMarkup(ui)
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
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

type RenderOptions = {
  /** The screen drawn for: a phone matches no media query of a width, a wide one every one. */
  screen?: 'phone' | 'wide';
  /** Answers the component's queries already have, by query key. */
  answers?: readonly (readonly [QueryKey, unknown])[];
};

/**
 * For component tests: the markup a component draws (inside Mantine's provider and a router, for its
 * links, and its queries' answers) on a phone or a wide screen, and the text a reader sees in it (tags dropped, spaces run
 * together). Rendered on the server, so no DOM library is needed; the screen is what `matchMedia`
 * answers while the component is drawn (ResponsiveTable shows cards or the table by it).
 */
export function renderedMarkup(
  ui: ReactNode,
  { screen = 'phone', answers = [] }: RenderOptions = {},
): string {
  const globals = globalThis as { window?: unknown };
  const before = globals.window;
  globals.window = { matchMedia: () => ({ matches: screen === 'wide' }) };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  for (const [key, answer] of answers) queryClient.setQueryData(key, answer);
  try {
    return renderToStaticMarkup(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterContextProvider router={testRouter()}>{ui}</RouterContextProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
  } finally {
    globals.window = before;
  }
}

export function renderedText(ui: ReactNode, options: RenderOptions = {}): string {
  return renderedMarkup(ui, options)
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

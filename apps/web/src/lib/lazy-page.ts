import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * A route's page whose code is fetched when the route is first opened, as `lazyRouteComponent`, and
 * drawn in a later task than the one that ran that code: a page's modules (with their zod schemas)
 * and its first render, one after the other in one task, held a phone's processor for a few hundred
 * milliseconds; in two tasks the browser paints and answers taps in between.
 */
export function lazyPage<Module extends Record<string, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazyRouteComponent(async () => {
    const module = await load();
    await yieldToBrowser();
    return module;
  }, name);
}

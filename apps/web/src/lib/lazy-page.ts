import { lazyRouteComponent } from '@tanstack/react-router';
import { createElement, useDeferredValue, type ComponentType } from 'react';
import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * A route's page whose code is fetched when the route is first opened, as `lazyRouteComponent`, and
 * drawn without holding the phone's processor:
 * - in a later task than the one that ran its code: a page's modules (with their zod schemas) and its
 *   first render, one after the other in one task, held a phone's processor for a few hundred
 *   milliseconds; in two tasks the browser paints and answers taps in between;
 * - in a background render: the router mounts a page in an urgent render (its state is an external
 *   store, which React always renders in one go), so the page's first render draws only `Placeholder`
 *   (nothing, unless told) and the page itself follows in a render React interrupts every few
 *   milliseconds. A page mounted inside a background render (the shell's children on the first
 *   screen) is drawn in it at once.
 */
export function lazyPage<Module extends Record<string, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  Placeholder?: ComponentType,
) {
  return lazyRouteComponent(async () => {
    const module = await load();
    await yieldToBrowser();
    const Page = module[name] as ComponentType;
    function DrawnInBackground() {
      const drawn = useDeferredValue(true, false);
      if (drawn) return createElement(Page);
      return Placeholder ? createElement(Placeholder) : null;
    }
    return { [name]: DrawnInBackground } as unknown as Module;
  }, name);
}

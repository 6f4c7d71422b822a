import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const stub = fileURLToPath(new URL('./no-css-variables-component.ts', import.meta.url));

/**
 * The app's MantineProvider writes no CSS variables at run time (withCssVariables={false}: they are a
 * stylesheet, src/app/theme-variables.css), yet importing the component that would write them
 * computes all of Mantine's default variables as its module loads, on every page's first screen. The
 * build puts a component that draws nothing in its place. Tests import the real one.
 */
export function noRuntimeCssVariablesPlugin(): Plugin {
  return {
    name: 'portale:no-runtime-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromMantine = importer?.includes('@mantine/core') ?? false;
      return fromMantine && source.endsWith('/MantineCssVariables/MantineCssVariables.mjs') ? stub : null;
    },
  };
}

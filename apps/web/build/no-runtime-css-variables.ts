import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const stub = fileURLToPath(new URL('./no-css-variables-component.ts', import.meta.url));

/**
 * The app's MantineProvider writes no CSS variables at run time (withCssVariables={false}: they are a
 * stylesheet, src/app/theme-variables.css), yet importing the component that would write them
 * computes all of Mantine's default variables as its module loads, on every page's first screen. The
 * build puts a component that draws nothing in its place. Tests import the real one. The build fails
 * if Mantine no longer imports the component from that path, rather than quietly keeping it.
 */
export function noRuntimeCssVariablesPlugin(): Plugin {
  let replaced = false;
  return {
    name: 'portale:no-runtime-css-variables',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    resolveId(source, importer) {
      const fromMantine = importer?.includes('@mantine/core') ?? false;
      if (!fromMantine || !source.endsWith('/MantineCssVariables/MantineCssVariables.mjs')) return null;
      replaced = true;
      return stub;
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          'Mantine no longer imports MantineCssVariables/MantineCssVariables.mjs: update ' +
            'build/no-runtime-css-variables.ts, or the first screen computes every CSS variable again',
        );
    },
  };
}

import { afterEach } from 'vitest';
import { forgetAppConfig } from '../app-config.ts';

/**
 * Before each test file of the web project. The files share their imports (isolate: false in
 * vitest.config.ts), so a module's top level runs for the first file only and a module's state outlives
 * the file that set it: each file starts from the API's default durations, and each jsdom file gets the
 * browser's parts jsdom lacks and has its rendered components removed after each test.
 */
forgetAppConfig();
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { completeJsdom } = await import('./render-in-dom.tsx');
  completeJsdom();
  afterEach(cleanup);
}

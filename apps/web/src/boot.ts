/**
 * The page's only script: once the start screen of index.html is on screen, loads the app (main.tsx,
 * with its scripts and stylesheets, which Vite fetches in parallel and applies before main.tsx runs).
 * Nothing the app needs can then delay the first paint, not even scripts that come from the cache at
 * once. The second animation frame starts after the first one has been shown; a hidden tab paints
 * nothing, and loads the app at once.
 */
const loadApp = () => void import('./main.tsx');

if (document.visibilityState === 'hidden') loadApp();
else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(loadApp)));

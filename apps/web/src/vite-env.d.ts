/// <reference types="vite/client" />

/** The web app's version: package.json version plus the short git commit when built from a checkout. */
declare const __APP_VERSION__: string;

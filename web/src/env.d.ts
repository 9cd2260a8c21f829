/// <reference types="vite/client" />

/** package.json's version, injected by web/vite.config.ts. */
declare const __APP_VERSION__: string;

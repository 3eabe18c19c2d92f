/// <reference types="vite/client" />

/** True only in a production build made on Vercel (see vite.config.ts). */
declare const __VERCEL_ANALYTICS__: boolean;

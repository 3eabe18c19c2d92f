/// <reference types="vite/client" />

/** True only in a production build made on Vercel (see vite.config.ts). */
declare const __VERCEL_ANALYTICS__: boolean;

declare module 'virtual:technology-icons' {
  /** URL of the SVG sprite of the content's technology icons; symbol ids are the icon names. */
  const spriteUrl: string;
  export default spriteUrl;
}

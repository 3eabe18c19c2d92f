import type { Plugin } from 'vite';
import { uiIconSprite } from '../icons/ui-icons.ts';

/**
 * Inlines the UI icons' sprite right after `<body>` in index.html, so in every page made from it
 * (the prerendered ones, spa.html, 404.html): `<Icon name="bars">` (src/shared/icons/icon.tsx) draws
 * from it on first paint, with no request that could fail and no path data in the JavaScript. It is
 * outside React's root, which neither renders nor hydrates it.
 */
export function uiIcons(): Plugin {
  return {
    name: 'ui-icons',
    transformIndexHtml(html) {
      if (!/<body[^>]*>/.test(html)) throw new Error('ui-icons: index.html has no <body> to put the icon sprite in');
      // a function replacer: the markup is inserted as it is
      return html.replace(/<body[^>]*>/, (body) => `${body}\n    ${uiIconSprite()}`);
    },
  };
}

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';

/**
 * A react-icons component as one `<symbol>`: its viewBox on the symbol, its own drawing attributes
 * (fill, stroke) kept on a `<g>` around its paths, its size and class left to the `<svg>` that uses it.
 */
export function iconSymbol(id: string, Icon: IconType): string {
  const svg = renderToStaticMarkup(createElement(Icon));
  const [, attributes = '', body = ''] = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg) ?? [];
  const viewBox = /viewBox="([^"]+)"/.exec(attributes)?.[1] ?? '0 0 24 24';
  const drawing = attributes.replace(/\s(viewBox|height|width|xmlns|style|role|class)="[^"]*"/g, '');
  return `<symbol id="${id}" viewBox="${viewBox}"><g${drawing}>${body}</g></symbol>`;
}

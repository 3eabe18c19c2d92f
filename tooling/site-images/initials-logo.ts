import { themeColours } from '../../src/shared/theme-colours.ts';
import { initials } from '../../src/shared/initials.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { FONT_FAMILY } from './fonts.ts';
import type { Logo } from './logo.ts';

/**
 * The logo of an owner who has none: the name's initials on the card gradient, as the header shows
 * them, 60 by 40 like the header's logo box.
 */
export function initialsLogo(name: string): Logo {
  const { 'placeholder-from': from, 'placeholder-to': to, 'placeholder-fg': text } = themeColours.dark;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="60" height="40" rx="6" fill="url(#g)"/>',
    `<text x="30" y="26.5" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="700" font-size="18" letter-spacing="0.5" fill="${text}">${escapeHtml(initials(name))}</text>`,
    '</svg>',
  ].join('');
  return { data: Buffer.from(svg), svg: true, initials: true };
}

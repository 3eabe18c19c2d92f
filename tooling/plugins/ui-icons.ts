import type { Plugin } from 'vite';
import { loadContent } from '../content/load-content.ts';
import { siteIconNames, uiIconSprite } from '../icons/ui-icon-sprite.ts';
import type { PublicationsApi } from './publications.ts';

/**
 * Inlines the UI icons' sprite right after `<body>` in index.html, so in every page made from it
 * (the prerendered ones, spa.html, 404.html): `<Icon name="bars">` (src/ui/icon.tsx) draws
 * from it on first paint, with no request that could fail and no path data in the JavaScript. It is
 * outside React's root, which neither renders nor hydrates it. It holds the icons of the owner's
 * profiles only, the publications' only on a site with publications, and the search's on a site with search.
 */
export function uiIcons(
  publications: Pick<PublicationsApi, 'publications'>,
  { hasSearch }: { hasSearch: boolean },
): Plugin {
  return {
    name: 'ui-icons',
    async transformIndexHtml(html) {
      if (!/<body[^>]*>/.test(html)) throw new Error('ui-icons: index.html has no <body> to put the icon sprite in');
      const { profile } = await loadContent();
      const sprite = uiIconSprite(
        siteIconNames({
          hasPublications: (await publications.publications()).length > 0,
          hasSearch,
          links: profile.links,
        }),
      );
      // a function replacer: the markup is inserted as it is
      return html.replace(/<body[^>]*>/, (body) => `${body}\n    ${sprite}`);
    },
  };
}

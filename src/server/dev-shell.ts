import { defaultLanguage } from '@/ui/language';
import type { PostSummary } from '@/shared/posts/post-summary';
import { withLanguage } from './document';
import { headTags } from './head/head-tags';

/**
 * index.html as the dev server serves it, afresh at each request: the default language on <html>
 * (the app sets another's after a route change) and the single-page shell's head, without the CSP
 * <meta> (the dev server's hot reload needs inline styles and scripts).
 */
export const devShell = (html: string, posts: readonly PostSummary[]): string =>
  // a function replacer: the owner's text is inserted as it is, `$&`, `$'` and `$$` included
  withLanguage(html, defaultLanguage).replace('<!--app-head-->', () =>
    headTags(null, { path: null, posts, csp: false }),
  );

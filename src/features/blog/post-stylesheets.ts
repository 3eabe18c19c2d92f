import type { HeadOfRoute } from '@/ui/page-route';
import type { PostData } from './post-loaders';

// The stylesheets only a post needs (its math, a notebook's outputs) are in the head of its
// prerendered page (and awaited by its loader inside the app: src/ui/page-stylesheets.ts).

/** A post's head with the stylesheets only it needs (none: the head as it is). */
export const withPostStylesheets =
  (head: HeadOfRoute): HeadOfRoute =>
  (route) => {
    const page = head(route);
    const data = route.data as PostData | undefined;
    return data?.post && data.stylesheets.length > 0 ? { ...page, stylesheets: data.stylesheets } : page;
  };

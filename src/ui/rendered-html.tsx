import type { HTMLAttributes, MouseEvent, Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { cn } from './cn';

/** A link in the rendered HTML to another page of this site: followed by the router, without reloading the page. */
function internalTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented)
    return null;
  const link = (event.target as Element).closest('a');
  if (!link || link.target || link.hasAttribute('download') || !link.href) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || link.getAttribute('href')?.startsWith('#')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A body the posts' pipeline rendered and sanitized when the site was built (tooling/posts/render-post.ts): a post's,
 * a project's story. Styled by src/shared/posts/post-content.css; `lang` and `dir` mark a body in another language
 * than the page's.
 */
export function RenderedHtml({
  html,
  className,
  ref,
  ...attributes
}: {
  html: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** The post the body is of (its key), for a later load to read its HTML from the page (post-loaders.ts). */
  'data-post-body'?: string;
} & Pick<HTMLAttributes<HTMLDivElement>, 'lang' | 'dir'>) {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent) => {
    const target = internalTarget(event);
    if (target === null) return;
    event.preventDefault();
    void navigate(target);
  };
  return (
    // a click on a link inside is a click, whatever the key that made it
    <div
      {...attributes}
      ref={ref}
      className={cn('post-content', className)}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

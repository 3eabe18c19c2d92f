import { ExternalLink } from '@/ui/external-link';
import type { LanguageMark } from '@/ui/language';

/**
 * An entry's title, a heading of level 3 under its section's (of level 2 on a page of its list, under the page's
 * title): linked to its page (a new tab) when the entry gives one.
 */
export function EntryTitle({
  id,
  href,
  text,
  mark,
  level = 3,
}: {
  id: string;
  level?: 2 | 3;
  href: string | undefined;
  text: string;
  /** The default language's mark, when the translation left the title out. */
  mark: LanguageMark | undefined;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading id={id} {...mark} className="text-lg leading-snug font-semibold text-fg-strong hyphens-auto wrap-anywhere">
      {href ? (
        <ExternalLink href={href} className="rounded-sm underline-offset-4 hover:text-accent hover:underline">
          {text}
        </ExternalLink>
      ) : (
        text
      )}
    </Heading>
  );
}

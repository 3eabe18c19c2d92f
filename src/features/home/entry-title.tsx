import { ExternalLink } from '@/ui/external-link';
import type { LanguageMark } from '@/ui/language';

/** An entry's title, a level-3 heading: linked to its page (a new tab) when the entry gives one. */
export function EntryTitle({
  id,
  href,
  text,
  mark,
}: {
  id: string;
  href: string | undefined;
  text: string;
  /** The default language's mark, when the translation left the title out. */
  mark: LanguageMark | undefined;
}) {
  return (
    <h3 id={id} {...mark} className="text-lg leading-snug font-semibold text-fg-strong hyphens-auto wrap-anywhere">
      {href ? (
        <ExternalLink href={href} className="rounded-sm underline-offset-4 hover:text-accent hover:underline">
          {text}
        </ExternalLink>
      ) : (
        text
      )}
    </h3>
  );
}

import { CITATION_SOURCES, type CitationCount } from '@/shared/content/citation-sources';
import { useLanguage } from '@/ui/language';

/**
 * A publication's citation count as citations.json gives it (site.ts's `citations`), with its source and the day it
 * was read: "Cited by 41 · OpenAlex, 2026-11-28". Nothing where the language has no text for it.
 */
export function CitedBy({ count: { count, source, read } }: { count: CitationCount }) {
  const citedBy = useLanguage().resumeSectionTexts?.citedBy;
  if (!citedBy) return null;
  return (
    <p className="text-sm text-muted">
      {citedBy(count)} · {CITATION_SOURCES[source]}, <time dateTime={read}>{read}</time>
    </p>
  );
}

import { useId } from 'react';
import { hasTalksPage, site } from 'virtual:site';
import { onHome } from '@/shared/content/lists-on-home';
import type { Talk } from '@/shared/content/schema';
import { entryAnchor } from '@/shared/home-anchors';
import { fallbackMark, type Language, useLanguage } from '@/ui/language';
import { entryCard } from './entry-card';
import { EntryLinks } from './entry-links';
import { EntryTitle } from './entry-title';
import { ListPageLink } from './list-page-link';
import { SectionHeading } from './section-heading';

/** The attributes of a talk's field that the translation left out (its language's mark), or none. */
const markOf = (language: Language, index: number, field: keyof Talk) =>
  fallbackMark(language, `talks.${index}.${field}`);

function TalkItem({ talk, index, level }: { talk: Talk; index: number; level: 2 | 3 }) {
  const language = useLanguage();
  const { texts } = language;
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={entryCard}>
      <EntryTitle
        id={titleId}
        href={talk.url}
        text={talk.title}
        mark={markOf(language, index, 'title')}
        level={level}
      />
      <p className="text-muted hyphens-auto wrap-anywhere">
        <span {...markOf(language, index, 'event')}>{talk.event}</span>
        {talk.location && (
          <>
            {' · '}
            <span {...markOf(language, index, 'location')}>{talk.location}</span>
          </>
        )}
      </p>
      <p {...markOf(language, index, 'date')} className="text-sm font-medium text-accent">
        {talk.date}
      </p>
      {talk.summary && (
        <p {...markOf(language, index, 'summary')} className="text-sm leading-relaxed hyphens-auto wrap-anywhere">
          {talk.summary}
        </p>
      )}
      <EntryLinks
        describedBy={titleId}
        links={[
          { label: texts.slidesLink, icon: 'person-chalkboard', href: talk.slides },
          { label: texts.videoLink, icon: 'circle-play', href: talk.video },
        ]}
      />
    </article>
  );
}

/**
 * Talks (talks.ts) from the first, `count` of them (every one without it): each with its event, place, date and
 * summary, its slides and recording; its anchor is a search result's address. Their titles are headings under the
 * section's, or under the title of their own page (`onPage`).
 */
export function TalksList({ count, onPage = false }: { count?: number; onPage?: boolean }) {
  const language = useLanguage();
  const talks = (language.words.talks ?? []).slice(0, count);
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 print:block print:space-y-4">
      {talks.map((talk, index) => (
        // a search result leads to the talk
        <li key={`${index}-${talk.title}`} id={entryAnchor('talks', index)} className="flex scroll-mt-20">
          <TalkItem talk={talk} index={index} level={onPage ? 2 : 3} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The Talks section (talks.ts): the newest talks (site.ts's talksOnHome); where there are more, a link to the page of
 * every talk (/talks).
 */
export function TalksSection() {
  const language = useLanguage();
  const texts = language.resumeSectionTexts;
  // a site without talks.ts, or a language whose texts are missing (the build stops before that), shows none
  if ((language.words.talks?.length ?? 0) === 0 || !texts) return null;
  return (
    <section id="talks" aria-labelledby="talks-heading" className="scroll-mt-20">
      <SectionHeading id="talks-heading">{texts.talks}</SectionHeading>
      <TalksList count={onHome(site, 'talks')} />
      {__TALKS_PAGE__ && hasTalksPage && <ListPageLink list="talks" />}
    </section>
  );
}

import { useId } from 'react';
import type { EducationEntry } from '@/shared/content/schema';
import type { ResumeSectionTexts } from '@/shared/i18n/site-texts';
import { ChipList } from '@/ui/chip-list';
import { ExternalLink } from '@/ui/external-link';
import { fallbackMark, type Language, useLanguage } from '@/ui/language';
import { SectionHeading } from './section-heading';

/** The attributes of an entry's field that the translation left out (its language's mark), or none. */
const markOf = (language: Language, index: number, field: keyof EducationEntry) =>
  fallbackMark(language, `education.${index}.${field}`);

function EducationItem({ entry, index, texts }: { entry: EducationEntry; index: number; texts: ResumeSectionTexts }) {
  const language = useLanguage();
  const titleId = useId();
  const institution = entry.url ? (
    <ExternalLink href={entry.url} className="rounded-sm font-medium text-accent underline-offset-4 hover:underline">
      {entry.institution}
    </ExternalLink>
  ) : (
    entry.institution
  );
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-1 rounded-2xl border border-line bg-card p-5 shadow-lg print:break-inside-avoid print:rounded-lg print:p-4 print:shadow-none"
    >
      <h3
        id={titleId}
        {...markOf(language, index, 'degree')}
        className="text-lg leading-snug font-semibold text-fg-strong hyphens-auto wrap-anywhere"
      >
        {entry.area ? texts.degreeIn(entry.degree, entry.area) : entry.degree}
      </h3>
      <p {...markOf(language, index, 'institution')} className="text-muted hyphens-auto wrap-anywhere">
        {institution}
      </p>
      <p {...markOf(language, index, 'period')} className="text-sm font-medium text-accent">
        {entry.period}
      </p>
      {entry.score && (
        <p {...markOf(language, index, 'score')} className="text-sm text-fg">
          {entry.score}
        </p>
      )}
      {entry.description && (
        <ul
          {...markOf(language, index, 'description')}
          className="mt-2 list-disc space-y-1 ps-5 text-sm leading-relaxed hyphens-auto wrap-anywhere marker:text-accent"
        >
          {entry.description.map((line, at) => (
            <li key={`${at}-${line}`}>{line}</li>
          ))}
        </ul>
      )}
      {entry.courses && (
        <div {...markOf(language, index, 'courses')} className="mt-3">
          <h4 className="text-xs font-semibold tracking-wider text-muted uppercase">{texts.courses}</h4>
          <ChipList items={entry.courses} label={texts.courses} className="mt-2" />
        </div>
      )}
    </article>
  );
}

/** The Education section (education.ts): each degree with its institution, period, result, lines and courses. */
export function EducationSection() {
  const language = useLanguage();
  const entries = language.words.education ?? [];
  const texts = language.resumeSectionTexts;
  // a site without education.ts, or a language whose texts are missing (the build stops before that), shows none
  if (entries.length === 0 || !texts) return null;
  return (
    <section id="education" aria-labelledby="education-heading" className="scroll-mt-20">
      <SectionHeading id="education-heading">{texts.education}</SectionHeading>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 print:block print:space-y-4">
        {entries.map((entry, index) => (
          <li key={`${index}-${entry.degree}`} className="flex">
            <EducationItem entry={entry} index={index} texts={texts} />
          </li>
        ))}
      </ul>
    </section>
  );
}

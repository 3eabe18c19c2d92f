import { useId } from 'react';
import type { Course } from '@/shared/content/schema';
import type { ResumeSectionTexts } from '@/shared/i18n/site-texts';
import { entryAnchor } from '@/shared/home-anchors';
import { fallbackMark, type Language, useLanguage } from '@/ui/language';
import { entryCard } from './entry-card';
import { EntryLinks } from './entry-links';
import { EntryTitle } from './entry-title';
import { SectionHeading } from './section-heading';

/** The attributes of a course's field that the translation left out (its language's mark), or none. */
const markOf = (language: Language, index: number, field: keyof Course) =>
  fallbackMark(language, `teaching.${index}.${field}`);

function CourseItem({ course, index, texts }: { course: Course; index: number; texts: ResumeSectionTexts }) {
  const language = useLanguage();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={entryCard}>
      <EntryTitle id={titleId} href={course.url} text={course.course} mark={markOf(language, index, 'course')} />
      <p className="text-muted hyphens-auto wrap-anywhere">
        {course.role && (
          <>
            <span {...markOf(language, index, 'role')}>{course.role}</span>
            {' · '}
          </>
        )}
        <span {...markOf(language, index, 'institution')}>{course.institution}</span>
      </p>
      <p {...markOf(language, index, 'period')} className="text-sm font-medium text-accent">
        {course.period}
      </p>
      {course.summary && (
        <p {...markOf(language, index, 'summary')} className="text-sm leading-relaxed hyphens-auto wrap-anywhere">
          {course.summary}
        </p>
      )}
      <EntryLinks
        describedBy={titleId}
        links={[{ label: texts.materials, icon: 'book-open', href: course.materials }]}
      />
    </article>
  );
}

/** The Teaching section (teaching.ts): each course with the owner's part in it, its institution, terms and materials. */
export function TeachingSection() {
  const language = useLanguage();
  const courses = language.words.teaching ?? [];
  const texts = language.resumeSectionTexts;
  // a site without teaching.ts, or a language whose texts are missing (the build stops before that), shows none
  if (courses.length === 0 || !texts) return null;
  return (
    <section id="teaching" aria-labelledby="teaching-heading" className="scroll-mt-20">
      <SectionHeading id="teaching-heading">{texts.teaching}</SectionHeading>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 print:block print:space-y-4">
        {courses.map((course, index) => (
          // a search result leads to the course
          <li key={`${index}-${course.course}`} id={entryAnchor('teaching', index)} className="flex scroll-mt-20">
            <CourseItem course={course} index={index} texts={texts} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { type RefObject, useId } from 'react';
import { type ContentsHeading, showsContents } from '@/shared/contents';
import { cn } from './cn';
import { type LanguageMark, useTexts } from './language';
import { useCurrentSection } from './use-current-section';

/** The headings as the list nests them: each of level 2 with the level-3 ones after it (those before any, alone). */
function sections(headings: readonly ContentsHeading[]) {
  const groups: { heading: ContentsHeading; children: ContentsHeading[] }[] = [];
  for (const heading of headings) {
    const last = groups.at(-1);
    if (heading.level === 3 && last?.heading.level === 2) last.children.push(heading);
    else groups.push({ heading, children: [] });
  }
  return groups;
}

/**
 * A body's contents: its headings (levels 2 and 3, read when the site was built), each a link to its
 * anchor, the one of the section being read marked (aria-current="location", and in the accent
 * colour) once the page's script runs; nothing for a body of fewer sections than
 * MIN_CONTENTS_HEADINGS. `body` holds the headings; `end`, the part of the page that ends with it
 * (the article, with the links after the text), marks the last section once its end is in view.
 * Where it stands (the top of the text, or beside it) is the page's layout (`className`); on paper it
 * is left out, as its links lead nowhere there.
 */
export function Contents({
  headings,
  body,
  end = body,
  className,
  headingsMark,
}: {
  headings: readonly ContentsHeading[];
  body: RefObject<HTMLElement | null>;
  end?: RefObject<HTMLElement | null>;
  className?: string;
  /** The headings' language, when it is not the page's (the contents' own title stays in the page's). */
  headingsMark?: LanguageMark | undefined;
}) {
  const texts = useTexts();
  const labelId = useId();
  const shown = showsContents(headings);
  const current = useCurrentSection(shown ? headings.map(({ id }) => id) : [], body, end);
  if (!shown) return null;
  const entry = ({ id, text, level }: ContentsHeading) => (
    <a
      href={`#${id}`}
      aria-current={id === current ? 'location' : undefined}
      className={cn(
        '-ms-px block border-s-2 border-transparent py-1 text-muted transition-colors hover:text-accent aria-[current=location]:border-accent aria-[current=location]:font-semibold aria-[current=location]:text-fg-strong',
        level === 3 ? 'ps-6' : 'ps-3',
      )}
    >
      {text}
    </a>
  );
  return (
    <nav aria-labelledby={labelId} className={cn('text-sm print:hidden', className)}>
      <h2 id={labelId} className="font-semibold text-fg-strong">
        {texts.contents}
      </h2>
      <ol className="mt-3 border-s border-line" {...headingsMark}>
        {sections(headings).map(({ heading, children }) => (
          <li key={heading.id}>
            {entry(heading)}
            {children.length > 0 && (
              <ol>
                {children.map((child) => (
                  <li key={child.id}>{entry(child)}</li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

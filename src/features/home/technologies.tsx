import { useEffect, useRef } from 'react';
import spriteUrl from 'virtual:technology-icons';
import { fallbackMark, useLanguage } from '@/ui/language';
import { SectionHeading } from './section-heading';

/** A random bob period in seconds, between 0.5 and 3. */
function randomBobDuration(random: () => number = Math.random): number {
  return 0.5 + random() * 2.5;
}

export function Technologies() {
  const language = useLanguage();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // set after hydration (random values would not match prerendered HTML), through CSSOM so a strict CSP allows it
    for (const icon of list.current?.querySelectorAll<HTMLElement>('.bob') ?? []) {
      icon.style.setProperty('--bob-duration', `${randomBobDuration().toFixed(2)}s`);
    }
  }, []);

  return (
    <section id="technologies" aria-labelledby="technologies-heading" className="scroll-mt-20">
      <SectionHeading id="technologies-heading">{language.texts.technologies}</SectionHeading>
      <ul ref={list} className="grid grid-cols-4 gap-6 sm:grid-cols-6 md:gap-8 print:grid-cols-8 print:gap-3">
        {language.words.technologies.map(({ name, icon }, index) => (
          <li key={name} className="flex justify-center">
            <span className="bob inline-flex rounded-2xl border border-line bg-card p-4 text-fg-strong shadow-md print:rounded-lg print:p-2 print:shadow-none">
              <svg
                role="img"
                aria-label={name}
                lang={fallbackMark(language, `technologies.${index}.name`)?.lang}
                fill="currentColor"
                className="size-9 sm:size-11 print:size-7"
              >
                <use href={`${spriteUrl}#${icon}`} />
              </svg>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

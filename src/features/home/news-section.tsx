import { ExternalLink } from '@/ui/external-link';
import { fallbackMark, useLanguage } from '@/ui/language';
import { SectionHeading } from './section-heading';

/** The News section (news.ts): each item's date and sentence, linked to where to read more when it gives one. */
export function NewsSection() {
  const language = useLanguage();
  const news = language.words.news ?? [];
  const texts = language.resumeSectionTexts;
  // a site without news.ts, or a language whose texts are missing (the build stops before that), shows none
  if (news.length === 0 || !texts) return null;
  return (
    <section id="news" aria-labelledby="news-heading" className="scroll-mt-20">
      <SectionHeading id="news-heading">{texts.news}</SectionHeading>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-card px-5 shadow-lg print:rounded-lg print:shadow-none">
        {news.map((item, index) => (
          <li
            key={`${index}-${item.date}`}
            className="flex flex-col gap-1 py-4 sm:flex-row sm:gap-6 print:break-inside-avoid"
          >
            <span
              {...fallbackMark(language, `news.${index}.date`)}
              className="shrink-0 text-sm font-medium text-accent sm:w-28 sm:pt-0.5"
            >
              {item.date}
            </span>
            <p {...fallbackMark(language, `news.${index}.text`)} className="leading-relaxed hyphens-auto wrap-anywhere">
              {item.url ? (
                <ExternalLink
                  href={item.url}
                  className="rounded-sm text-fg-strong underline decoration-accent underline-offset-4 hover:text-accent"
                >
                  {item.text}
                </ExternalLink>
              ) : (
                item.text
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

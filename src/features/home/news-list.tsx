import { ExternalLink } from '@/ui/external-link';
import { fallbackMark, useLanguage } from '@/ui/language';

/**
 * News items (news.ts) from the first, `count` of them (every one without it): each its date and sentence, linked to
 * where to read more when it gives an address, in the page's language (a field its translation leaves out marked).
 */
export function NewsList({ count }: { count?: number }) {
  const language = useLanguage();
  const news = (language.words.news ?? []).slice(0, count);
  return (
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
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fallbackMark, languagePath, useLanguage } from '@/ui/language';
import { Icon } from '@/ui/icon';
import { PageContainer } from '@/ui/page-container';
import { phrased } from '@/ui/phrases';

/** The blog's placeholder; with posts, their `list` comes first and the placeholder stays below it. */
export function BlogPage({ list }: { list?: ReactNode }) {
  const language = useLanguage();
  const { texts } = language;
  const { blog } = language.words;
  const topics = blog.topics ?? [];
  const mark = (field: string) => fallbackMark(language, `blog.${field}`);
  return (
    <PageContainer>
      <Link
        to={languagePath(language, '/')}
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-accent hover:underline"
      >
        <Icon name="arrow-left" className="rtl:-scale-x-100" />
        {` ${texts.backToHome}`}
      </Link>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-fg-strong sm:text-5xl">{texts.blogTitle}</h1>
      {list}
      {/* the owner's words: a word wider than the card (an address) breaks rather than widening the page */}
      <section
        aria-labelledby="coming-soon"
        className="mt-8 rounded-2xl border border-line bg-card p-6 wrap-anywhere sm:p-8"
      >
        <h2 id="coming-soon" className="text-2xl font-semibold text-fg-strong">
          {texts.comingSoon}
        </h2>
        {/* the owner's words, or the site's own when blog.ts gives none */}
        <p {...(blog.comingSoon && mark('comingSoon'))} className="mt-3 max-w-2xl text-muted">
          {blog.comingSoon ?? texts.firstPostsOnTheirWay}
        </p>
      </section>
      {topics.length > 0 && (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {topics.map(({ title, text, icon }, index) => (
            <li key={title} className="rounded-2xl border border-line bg-card p-6 wrap-anywhere">
              <Icon name={icon} className="size-8 text-accent" />
              <h3 {...mark(`topics.${index}.title`)} className="mt-4 text-lg font-semibold text-fg-strong">
                {__PHRASES__ ? phrased(title) : title}
              </h3>
              <p {...mark(`topics.${index}.text`)} className="mt-2 text-sm text-muted">
                {text}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { blog } from '@/content/blog';
import { Icon } from '@/shared/icons/icon';
import { PageContainer } from '@/shared/page-container';

/** The blog's placeholder; with posts, their `list` comes first and the placeholder stays below it. */
export function BlogPage({ list }: { list?: ReactNode }) {
  return (
    <PageContainer>
      <Link to="/" className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-accent hover:underline">
        <Icon name="arrow-left" /> Back to Home
      </Link>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-fg-strong sm:text-5xl">Tech Blog</h1>
      {list}
      <section aria-labelledby="coming-soon" className="mt-8 rounded-2xl border border-line bg-card p-6 sm:p-8">
        <h2 id="coming-soon" className="text-2xl font-semibold text-fg-strong">
          Coming Soon
        </h2>
        <p className="mt-3 max-w-2xl text-muted">{blog.comingSoon}</p>
      </section>
      {blog.topics.length > 0 && (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {blog.topics.map(({ title, text, icon }) => (
            <li key={title} className="rounded-2xl border border-line bg-card p-6">
              <Icon name={icon} className="size-8 text-accent" />
              <h3 className="mt-4 text-lg font-semibold text-fg-strong">{title}</h3>
              <p className="mt-2 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/shared/icons/icon';
import type { IconName } from '@/shared/icons/icon-names';
import { PageContainer } from '@/shared/page-container';

const topics: readonly { title: string; text: string; icon: IconName }[] = [
  { title: 'Machine Learning', text: 'Model training, evaluation and the engineering that gets models into production.', icon: 'brain' },
  { title: 'AI Applications', text: 'Retrieval, agents and assistants built on large language models, and what makes them reliable.', icon: 'robot' },
  { title: 'Data Science', text: 'Exploratory analysis, experiments and turning messy data into decisions.', icon: 'chart-line' },
];

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
        <p className="mt-3 max-w-2xl text-muted">
          Posts about AI, machine learning and data science are on their way: write-ups of projects, research notes and
          practical lessons from shipping models.
        </p>
      </section>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {topics.map(({ title, text, icon }) => (
          <li key={title} className="rounded-2xl border border-line bg-card p-6">
            <Icon name={icon} className="size-8 text-accent" />
            <h3 className="mt-4 text-lg font-semibold text-fg-strong">{title}</h3>
            <p className="mt-2 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}

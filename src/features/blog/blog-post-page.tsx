import { Link, useParams } from 'react-router-dom';
import { PageContainer } from '@/shared/page-container';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <PageContainer>
      <article className="rounded-2xl border border-line bg-card p-6 sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-fg-strong sm:text-4xl">Blog Post Coming Soon</h1>
        {/* the slug is rendered as text, so a crafted URL cannot inject markup */}
        <p className="mt-4 break-words text-muted">The AI/ML blog post &quot;{slug}&quot; is currently being written...</p>
        <Link to="/blog" className="mt-8 inline-block rounded-md text-sm font-medium text-accent hover:underline">
          ← Back to all posts
        </Link>
      </article>
    </PageContainer>
  );
}

import { BackToPosts } from './back-to-posts';
import { useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import { usePageData } from '@/ui/page-data';
import type { TagData } from './post-loaders';
import { PostList } from './post-list';
import { ListPageLinks } from './list-page-links';
import { tagPath } from './blog-paths';

/** A page of a tag's posts of the page's language, newest first, as the blog lists them. */
export function TagPage() {
  const { tag, posts, page, pageCount } = usePageData<TagData>();
  const language = useLanguage();
  const { texts } = language;
  return (
    <PageContainer>
      <BackToPosts />
      <h1 className="mt-6 text-4xl font-bold tracking-tight break-words text-fg-strong sm:text-5xl">
        {texts.postsTagged(tag.name)}
      </h1>
      <PostList posts={posts} currentTag={tag.slug} />
      <ListPageLinks listPath={tagPath(tag)} page={page} pageCount={pageCount} />
    </PageContainer>
  );
}

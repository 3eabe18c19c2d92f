import { hasArchive, hasPosts } from 'virtual:posts-entry';
import { languagePath, useLanguage } from '@/ui/language';
import { usePageData } from '@/ui/page-data';
import type { PageModule } from '@/ui/page-route';
import { ArchivePage } from './archive-page';
import { archiveHead, blogHead, postHead, tagHead } from './blog-head';
import { BlogPage } from './blog-page';
import { BlogPostPage } from './blog-post-page';
import { archivePath } from './blog-paths';
import { ListPageLinks } from './list-page-links';
import { PostArticle } from './post-article';
import { PostList } from './post-list';
import { loadArchive, loadPost, loadPostList, loadTag, type PostData, type PostListData } from './post-loaders';
import { withPostStylesheets } from './post-stylesheets';
import { TagPage } from './tag-page';

function BlogWithPosts() {
  const { posts, page, pageCount } = usePageData<PostListData>();
  const language = useLanguage();
  return (
    <BlogPage
      list={
        <>
          <PostList posts={posts} />
          <ListPageLinks
            listPath={languagePath(language, '/blog')}
            page={page}
            pageCount={pageCount}
            archive={hasArchive ? archivePath(language) : undefined}
          />
        </>
      }
    />
  );
}

function PostOrPlaceholder() {
  const data = usePageData<PostData>();
  // keyed by the post: another post is a page of its own (its contents observes its own headings)
  return data.post ? (
    <PostArticle
      key={data.key}
      bodyKey={data.key}
      post={data.post}
      html={data.html}
      headings={data.headings}
      previous={data.previous}
      next={data.next}
    />
  ) : (
    <BlogPostPage />
  );
}

/**
 * /blog: without posts a placeholder; with posts, the language's list comes in a chunk of its own (post-loaders.ts),
 * a page of it at /blog and each next at /blog/page/<n>.
 */
export const blogPage: PageModule = hasPosts
  ? { load: loadPostList, Component: BlogWithPosts, head: blogHead }
  : { Component: BlogPage, head: blogHead };

/** /blog/:slug: the placeholder without posts; with posts the post's body comes in a chunk of its own. */
export const postPage: PageModule = hasPosts
  ? // a post's own stylesheets (its math, a notebook) in its head: only a site with posts has any
    { load: loadPost, Component: PostOrPlaceholder, head: withPostStylesheets(postHead) }
  : { Component: BlogPostPage, head: postHead };

/** /blog/tags/:tag: a tag's posts in the page's language; a site without posts has no tag, and none of its code. */
export const tagPage: PageModule | undefined = hasPosts
  ? { load: loadTag, Component: TagPage, head: tagHead }
  : undefined;

/** /blog/archive: every post of the language by year, on a blog longer than a page; none on a shorter one. */
export const archivePage: PageModule | undefined = hasArchive
  ? { load: loadArchive, Component: ArchivePage, head: archiveHead }
  : undefined;

import type { PostSummary } from '@/shared/posts/post-summary';
import { tagSlug } from '@/shared/posts/post-tags';
import { ChipList } from '@/ui/chip-list';
import { languageMark, useLanguage } from '@/ui/language';
import { tagPath } from './blog-paths';

/** A post's tags, each a link to its page in the post's language; `currentTag` (a slug) marks the page shown. */
export function PostTags({
  post,
  currentTag,
  className,
}: {
  post: PostSummary;
  currentTag?: string | undefined;
  className?: string | undefined;
}) {
  const language = useLanguage();
  return (
    <ChipList
      items={post.tags}
      label={language.texts.tags}
      itemsMark={languageMark(language, post.language)}
      {...(className !== undefined && { className })}
      linkOf={(tag) => {
        const slug = tagSlug(tag);
        return { to: tagPath({ slug, language: post.language }), current: slug === currentTag };
      }}
    />
  );
}

import { Link } from 'react-router-dom';
import { languagePath, useLanguage } from '@/ui/language';

/** "← Back to all posts": the link to the blog of the page's language, above a post, a tag's page and the archive. */
export function BackToPosts() {
  const language = useLanguage();
  return (
    <Link
      to={languagePath(language, '/blog')}
      className="inline-block rounded-md text-sm font-medium text-accent hover:underline"
    >
      {language.texts.backToPosts}
    </Link>
  );
}

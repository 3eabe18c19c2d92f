import { Link } from 'react-router-dom';
import { cn } from '@/ui/cn';
import { useTexts } from '@/ui/language';

/**
 * The link to a project's own page (a project with a story), on its card and in its dialog. From the
 * dialog it replaces the history entry of the open card, so Back from the page returns to the home
 * page with nothing open.
 */
export function StoryLink({ to, replace = false, className }: { to: string; replace?: boolean; className?: string }) {
  const texts = useTexts();
  return (
    <Link
      to={to}
      replace={replace}
      className={cn(
        'inline-flex w-fit items-center rounded-lg bg-accent px-3 py-1.5 text-sm font-semibold text-surface transition-colors hover:bg-accent-strong',
        className,
      )}
    >
      {texts.readTheStory}
    </Link>
  );
}

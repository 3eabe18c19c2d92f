import type { Ref } from 'react';
import { hasProjectPages } from 'virtual:project-pages-entry';
import { ChipList } from '@/ui/chip-list';
import { ExternalLink } from '@/ui/external-link';
import { useTexts } from '@/ui/language';
import { Icon } from '@/ui/icon';
import type { CardItem } from './card-item';
import { CardImage } from './card-image';
import { StoryLink } from './story-link';
import { phrased } from '@/ui/phrases';

interface CardProps {
  item: CardItem;
  /** Load the image at once rather than lazily (a card in the first screenful, maybe the LCP). */
  eagerImage?: boolean;
  /** Its dialog is open (while it is, the page behind the dialog, this card included, is inert). */
  open: boolean;
  onOpen: () => void;
  /** The visitor is about to open the card (hover, focus): a chance to fetch the modal's code. */
  onIntent?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A card whose title button covers the whole card, so the GitHub link can sit beside it, not inside it.
 * On paper it is a row: the picture and the period at the start (the left, or the right in a
 * right-to-left language), and after them, in place of the hover layer and the dialog, every line
 * of the description. Nothing is positioned there, so the printout's text runs in the page's order
 * (positioned boxes are painted, and written, after the rest).
 */
export function Card({ item, eagerImage = false, open, onOpen, onIntent, ref }: CardProps) {
  const texts = useTexts();
  // the first line of the description, or the site's own words when there is none
  const summary = item.details[0];
  const github = item.github && (
    <ExternalLink
      href={item.github}
      className="relative z-10 inline-flex w-fit items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-fg-strong transition-colors hover:bg-chip print:static print:inline print:w-auto print:border-0 print:p-0 print:wrap-anywhere"
    >
      <Icon name="github" className="print:hidden" />
      {` ${texts.viewOnGitHub}`}
    </ExternalLink>
  );
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-card shadow-lg transition duration-300 hover:-translate-y-1 hover:bg-card-hover hover:shadow-2xl focus-within:bg-card-hover print:static print:break-inside-avoid print:flex-row print:rounded-lg print:shadow-none">
      <div className="relative h-52 print:static print:h-auto print:w-36 print:shrink-0 print:py-4 print:ps-4">
        <CardImage
          item={item}
          eager={eagerImage}
          className="h-full print:h-20 print:rounded-md print:border print:border-line"
        />
        {item.period && (
          <span
            {...item.langs?.period}
            className="absolute start-3 top-3 rounded-full bg-surface/90 px-3 py-1 text-xs font-semibold text-fg-strong shadow print:static print:mt-2 print:block print:rounded-none print:bg-transparent print:p-0 print:shadow-none"
          >
            {item.period}
          </span>
        )}
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-center bg-overlay p-6 opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-within:opacity-100 print:hidden"
        >
          <p
            {...(summary === undefined ? undefined : item.langs?.details)}
            className="line-clamp-3 text-sm leading-relaxed hyphens-auto text-white"
          >
            {__PHRASES__ && summary !== undefined ? phrased(summary) : (summary ?? texts.clickForDetails)}
          </p>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 print:min-w-0 print:gap-2 print:p-4">
        <h3 className="text-lg font-semibold leading-snug text-fg-strong hyphens-auto wrap-anywhere">
          <button
            ref={ref}
            type="button"
            onClick={onOpen}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            aria-haspopup="dialog"
            aria-expanded={open}
            {...item.langs?.title}
            className="rounded-sm text-start after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-(--focus) print:after:hidden"
          >
            {__PHRASES__ ? phrased(item.title) : item.title}
          </button>
        </h3>
        {item.company && (
          <p {...item.langs?.company} className="-mt-1 text-sm text-muted hyphens-auto wrap-anywhere">
            {__PHRASES__ ? phrased(item.company) : item.company}
          </p>
        )}
        {/* display: none on screen, where the dialog shows these lines, so assistive technology does not read them twice */}
        {item.details.length > 0 && (
          <ul
            {...item.langs?.details}
            className="hidden list-disc space-y-1 ps-5 text-sm leading-relaxed hyphens-auto wrap-anywhere print:block"
          >
            {item.details.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        )}
        <ChipList items={item.technologies} label={texts.technologies} className="mt-auto" />
        {hasProjectPages && item.page ? (
          // a project with a story: its page beside its repository
          <div className="flex flex-wrap gap-2 print:block">
            <StoryLink to={item.page} className="relative z-10 print:hidden" />
            {github}
          </div>
        ) : (
          github
        )}
      </div>
    </article>
  );
}

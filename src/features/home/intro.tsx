import { cn } from '@/ui/cn';
import { ContentPicture } from '@/ui/content-picture';
import { around } from '@/shared/i18n/around';
import { initials } from '@/shared/initials';
import { fallbackMark, useLanguage } from '@/ui/language';
import { PHRASED, phrased, phrasedPieces } from '@/ui/phrases';

/** The photo's frame, and the initials' that stand for it without one. */
const PORTRAIT =
  'intro-item mx-auto size-56 rounded-full border-4 border-line shadow-2xl [animation-delay:0.9s] sm:size-72 md:order-none print:size-28 print:border-2 print:shadow-none';

export function Intro() {
  const language = useLanguage();
  const { profile } = language.words;
  // "Hi, I'm <name>": the name in its own span, where the language's sentence puts it; in Japanese or Chinese, the
  // sentence breaks between its phrases
  const [hello, afterName] = around(language.texts.greeting);
  const greeting = __PHRASES__ ? phrasedPieces([hello, profile.name, afterName]) : undefined;
  const mark = (field: string) => fallbackMark(language, `profile.${field}`);
  return (
    <section
      aria-labelledby="intro-heading"
      className="grid items-center gap-10 py-8 md:grid-cols-[1fr_auto] md:py-16 print:grid-cols-[1fr_auto] print:gap-6 print:py-0"
    >
      <div>
        <h1
          id="intro-heading"
          className={`intro-item text-4xl font-bold tracking-tight text-fg-strong wrap-anywhere sm:text-6xl print:text-4xl${greeting ? ` ${PHRASED}` : ''}`}
        >
          {(greeting?.[0] ?? hello) || null}
          <span {...mark('name')} className="text-accent">
            {greeting?.[1] ?? profile.name}
          </span>
          {(greeting?.[2] ?? afterName) || null}
        </h1>
        <p
          {...mark('tagline')}
          className="intro-item mt-4 text-2xl font-semibold text-muted wrap-anywhere [animation-delay:0.3s] sm:text-3xl print:mt-2 print:text-xl"
        >
          {__PHRASES__ ? phrased(profile.tagline) : profile.tagline}
        </p>
        <p
          {...mark('welcome')}
          className="intro-item mt-6 max-w-2xl text-lg leading-relaxed hyphens-auto wrap-anywhere [animation-delay:0.6s] print:mt-3 print:text-base"
        >
          {profile.welcome}
        </p>
      </div>
      {profile.photo ? (
        <ContentPicture
          name={profile.photo}
          alt={profile.photoAlt ?? ''}
          width={320}
          height={320}
          sizes="(min-width: 640px) 18rem, 14rem"
          fetchPriority="high"
          className={cn(PORTRAIT, 'object-cover')}
        />
      ) : (
        // no photo: the name's initials on the card gradient, as a card without a picture shows its title's
        // (decorative: the heading says the name)
        <div
          data-placeholder=""
          aria-hidden="true"
          className={cn(
            PORTRAIT,
            'card-placeholder flex items-center justify-center text-7xl font-bold tracking-wide select-none sm:text-8xl print:text-4xl',
          )}
        >
          {initials(profile.name)}
        </div>
      )}
    </section>
  );
}

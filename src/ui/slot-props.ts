// The package's public API for the owner's slots (content/slots/): the props each slot's component is given,
// imported as `import type { FooterProps } from 'particle-portfolio/slots'` (package.json's `exports`). Each slot's
// props are a contract with a version (the `contract` its file exports): a release that changes a slot's props raises
// its version (tooling/slots/slot-contracts.ts), and the build, `npm run upgrade` and `npm run check` name the owner's
// files written for an older one. Nothing else of the page's markup is a contract.
import type { ReactNode } from 'react';

// relative, with its extension: an owner's typecheck reads this file from the package, without the app's aliases
export type { HeadElement } from '../shared/slots/head-element.ts';

/** The page's language, which every slot is given: its tag ("en", "pt-BR") and direction. */
export interface SlotLanguage {
  tag: string;
  dir: 'ltr' | 'rtl';
}

/** What every component slot is given: the page's language, and what the template draws there (`children`). */
export interface SlotProps {
  language: SlotLanguage;
  /** The template's own part at this place: render it to wrap it, leave it out to replace it. */
  children: ReactNode;
}

/** content/slots/header.tsx (contract 1): the header of every page; `children` is the template's navigation bar. */
export type HeaderProps = SlotProps;

/**
 * content/slots/footer.tsx (contract 1): what ends every page, below its main part, in a <footer>; the template
 * draws none (`children` is null).
 */
export type FooterProps = SlotProps;

/** content/slots/home-intro.tsx (contract 1): the home page's intro; `children` is the template's (photo, name, tagline, welcome). */
export type HomeIntroProps = SlotProps;

/** content/slots/post-footer.tsx (contract 1): the end of a post's page; `children` is the links to the posts before and after it. */
export interface PostFooterProps extends SlotProps {
  post: {
    /** The file's name without `.md` and its language: the post is at /blog/<slug>. */
    slug: string;
    /** The language it is written in (a tag of site.ts). */
    language: string;
    title: string;
    /** YYYY-MM-DD, as its front matter writes it. */
    date: string;
    tags: readonly string[];
  };
}

/** content/slots/project-card.tsx (contract 1): a project's card on the home page; `children` is the template's card. */
export interface ProjectCardProps extends SlotProps {
  project: {
    /** Its place in projects.ts, from 0: `projects[index]` of your own file. */
    index: number;
    /** Its title, in the page's language. */
    title: string;
  };
}

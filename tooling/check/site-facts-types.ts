import type { Publication } from '../../src/shared/content/publication.ts';
import type { TranslatedFile } from '../../src/shared/content/translation.ts';
import type { Content } from '../content/read-content-files.ts';
import type { HeadElement } from '../../src/shared/slots/head-element.ts';

// The shape of the site's facts (site-facts.ts writes them, the owner's check reads them as JSON): a
// file of types alone, so that the check's program types them without the site model's whole graph.

/**
 * A text of a catalogue as JSON: a string as it is; a text of words (`sectionLink(heading)`) as its
 * parts, each number the place of an argument; a text that counts (`readingTime(minutes)`) at each
 * number the site shows it with.
 */
export type FactText = string | { words: (string | number)[] } | { counts: Record<number, string> };

export interface SiteFacts {
  /** The site's address, as site.ts gives it. */
  url: string;
  /** The path the build put the site under: "/", "/portfolio/". */
  base: string;
  /** The content folder, from the site's folder ("content", "src/content", a fixture's folder), and its absolute path. */
  contentLabel: string;
  contentDir: string;
  content: Content;
  languages: {
    tag: string;
    /** Its pages' folder: "" for the default language, "de" for German. */
    prefix: string;
    dir: 'ltr' | 'rtl';
    /** Its translation files (<content>/<tag>/*.ts), as written: the fields they change. */
    translation: Partial<Record<TranslatedFile, unknown>>;
    texts: Record<string, FactText>;
    /** The texts of the résumé's optional sections the content has (education's heading, …): none without them. */
    resumeSectionTexts: Record<string, FactText>;
  }[];
  /** The posts that are published (drafts left out), newest first. */
  posts: { file: string; slug: string; language: string; title: string; readingMinutes: number }[];
  /** Each project's page name, by its place in projects.ts: its story is projects/<name>.md (or .ipynb). */
  projectPageNames: (string | null)[];
  publications: readonly Publication[];
  /** How many news items and talks the home page shows: site.ts's newsOnHome and talksOnHome, else the template's; more are on /news and /talks. */
  onHome: { news: number; talks: number };
  networks: { field: string; label: string; icon: string }[];
  /** The UI icons: the id of each one's symbol in the page, by its name; the names of the publications' and the search's. */
  icons: { ids: Record<string, string>; publications: string[]; search: string[] };
  /** The owner's slots (content/slots/): the component slots they have, by name; head.ts's elements; styles.css's text (null without). */
  slots: { components: string[]; head: readonly HeadElement[]; stylesheet: string | null };
}

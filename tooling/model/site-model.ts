import type { LanguagePlace } from '../i18n/site-languages.ts';
import type { BlogPagesTexts, ResumeSectionTexts, SearchTexts, SiteTexts } from '../../src/shared/i18n/site-texts.ts';
import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import type { TranslatedFile } from '../../src/shared/content/translation.ts';
import type { Publication } from '../../src/shared/content/publication.ts';
import type { SiteContext } from '../context/site-context.mjs';
import type { Content } from '../content/read-content-files.ts';
import type { ReadTextsFile } from '../i18n/site-texts-of.ts';
import type { PreviewImage } from '../i18n/drawn-files.ts';
import type { CitationWriter } from '../publications/citation-writer.ts';
import type { CitationCounts } from '../scholar/citation-counts.ts';
import type { PostSource } from '../posts/read-posts.ts';
import type { ProjectStory } from '../projects/read-project-stories.ts';
import type { Bodies } from './bodies.ts';
import type { OwnerSlots } from '../slots/read-slots.ts';

/** One language of the site, with everything its pages, files and checks need. */
export interface ModelLanguage extends LanguagePlace {
  /** The site's texts in it: the template's catalogue with the owner's over it, or the owner's alone. */
  texts: SiteTexts;
  /** The search's texts, on a site with search. */
  searchTexts: SearchTexts | undefined;
  /** The texts of the navigation between a list's pages, on a site whose blog has more than one page. */
  blogPagesTexts: BlogPagesTexts | undefined;
  /** The texts of the résumé's optional sections the content has (none without them). */
  resumeSectionTexts: Partial<ResumeSectionTexts>;
  /** The catalogues the texts come from, in the order they apply (the page imports them). */
  textsFiles: readonly ReadTextsFile[];
  /** The owner's words in it: the default language's content, or the translation over it. */
  words: OwnerWords;
  /** The fields the translation left out, shown in the default language: "experience.0.role". */
  fallbacks: readonly string[];
  /** Its translation files (<content>/<tag>/*.ts) as the owner wrote them: the fields they change (none for the default language). */
  translation: Readonly<Partial<Record<TranslatedFile, unknown>>>;
  /** Whether the generated résumé is written in it (else its pages link the default language's). */
  resumePdf: boolean;
  /** The link-preview image its pages show. */
  previewImage: PreviewImage;
  /** The site's languages named in it, by tag. */
  names: Readonly<Record<string, string>>;
}

/**
 * The site as one build sees it: the owner's folder read once, checked, and every language merged.
 * Every output (the pages' modules, the résumé, the pictures, the search, the feeds, the head) is a
 * function of it; the dev server reads it again after each change to the folder.
 */
export interface SiteModel {
  context: SiteContext;
  /** The content files of the default language, checked. */
  content: Content;
  /** The site's languages, the default first. */
  languages: readonly ModelLanguage[];
  /** The entries of publications.bib, newest first (none without the file). */
  publications: readonly Publication[];
  /** The papers' PDFs the site publishes (papers/<key>.pdf): each one's file in the build, and its path on disk. */
  paperFiles: ReadonlyMap<string, string>;
  /**
   * The publications' citation counts, from citations.json beside publications.bib (never fetched by
   * the build); undefined unless site.ts turns them on.
   */
  citationCounts: CitationCounts | undefined;
  /** Each language's citations, by its tag (loaded on first use: a site without publications never loads the engine). */
  citations(tag: string): Promise<CitationWriter>;
  /** The posts the site shows (drafts too in `npm run dev`), newest first. */
  posts: readonly PostSource[];
  /** The projects' stories, each matched to its project. */
  stories: readonly ProjectStory[];
  /** Whether the site has pages beyond its home page to search (a post, a project's story). */
  search: boolean;
  /** How many posts a page of the blog, and of a tag, lists (site.ts's postsPerPage, or the template's). */
  postsPerPage: number;
  /** Whether a language's posts fill more than one page of the blog: its pages then link each other. */
  postPages: boolean;
  /** The posts' and stories' bodies, rendered once per model. */
  bodies: Bodies;
  /** The owner's slots (content/slots/): their components, their head elements, their stylesheet. */
  slots: OwnerSlots;
}

/** The default language of a model (its first). */
export function defaultLanguage(model: Pick<SiteModel, 'languages'>): ModelLanguage {
  const [first] = model.languages;
  if (!first) throw new Error('The site model has no language');
  return first;
}

import { readFileSync } from 'node:fs';
import { ownerProfiles } from '../../src/shared/content/networks.ts';
import { siteThemeColours } from '../../src/shared/theme-colours.ts';
import { direction } from '../i18n/site-languages.ts';
import { drawableOf, firstUndrawable, fontsFor } from '../typeset/fonts-for-text.ts';
import { DRAWN_SCRIPTS, installHint, typefacesFor, type Typeface } from '../typeset/typefaces.ts';
import { typeset } from '../typeset/typst.ts';
import { ResumeError, type ResumeContent, shortUrl } from './resume-content.ts';
import { type ResumeCitation, type ResumeEntry, type ResumeSection, sectionBuilders } from './sections.ts';

// The résumé as a PDF that people and applicant-tracking systems both read: real text in reading
// order (name, contact line, then each section), in the language's script and direction, its fonts
// cut to what it draws and embedded, clickable links, and its title, author, subject and language in
// the document's metadata. Typst sets it (resume.typ): each entry stays whole on one page, and a
// section's heading stays with its first entry. An entry holding a character none of the fonts has
// (a script they do not draw, an emoji) is left out, with a warning naming it.

const SOURCE = readFileSync(new URL('./resume.typ', import.meta.url), 'utf8');

/** Between the items of a run-in list (contact line, technologies), and a citation's venue and link. */
const SEPARATOR = '·';
/** What ends a word too long for three lines of the page, cut short by resume.typ: the fonts are cut to hold it too. */
const ELLIPSIS = '…';

/** Ink and rules: the page's print colours, which a black-and-white printer renders as greys. */
const INK = { ink: '#1f2328', muted: '#5b6169', rule: '#c9ced6' };

const PAPER = { A4: 'a4', Letter: 'us-letter' } as const;

/** The weights the résumé is set in: text, and titles, headings and the owner's name in citations. */
const WEIGHTS = [400, 600];

export interface ResumePdfOptions {
  /** Told of each entry left out, and each character that could not be drawn. */
  warn?: (message: string) => void;
}

const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The text around `char`, enough to find it in the content file. */
function excerpt(text: string, char: string): string {
  const at = text.indexOf(char);
  const start = Math.max(0, at - 40);
  const end = Math.min(text.length, at + char.length + 40);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** What the résumé draws of the content, with what it left out said through `warn`. */
class Drawable {
  constructor(
    private readonly typefaces: readonly Typeface[],
    private readonly language: string,
    private readonly warn: (message: string) => void,
  ) {}

  private async problem(texts: readonly string[]): Promise<{ text: string; char: string } | undefined> {
    for (const text of texts) {
      const char = await firstUndrawable(text.normalize('NFC'), this.typefaces);
      if (char) return { text, char };
    }
    return undefined;
  }

  private describe(source: string, { text, char }: { text: string; char: string }): string {
    return `Résumé: ${source}: "${char}" (${codePoint(char)}) in "${excerpt(text, char)}" is a character none of the résumé's fonts has (they draw ${DRAWN_SCRIPTS})${installHint(char, this.typefaces)}`;
  }

  /** Whether a part can be drawn whole; when not, it is left out and the warning names it. */
  async whole(source: string, texts: readonly string[]): Promise<boolean> {
    const problem = await this.problem(texts);
    if (problem) this.warn(`${this.describe(source, problem)}: it is left out of the ${this.language} résumé`);
    return !problem;
  }

  /** The parts of `list` that can be drawn whole (`source` and `texts` of each), in their order. */
  async wholeOf<T>(list: readonly T[], parts: (item: T) => { source: string; texts: readonly string[] }): Promise<T[]> {
    const kept: T[] = [];
    for (const item of list) {
      const { source, texts } = parts(item);
      if (await this.whole(source, texts)) kept.push(item);
    }
    return kept;
  }

  /** A text that cannot be left out (the name, a heading), without the characters no font has. */
  async text(source: string, text: string): Promise<string> {
    const problem = await this.problem([text]);
    if (!problem) return text.normalize('NFC');
    this.warn(`${this.describe(source, problem)}: the ${this.language} résumé prints it without them`);
    return drawableOf(text.normalize('NFC'), this.typefaces);
  }
}

const entryTexts = (entry: ResumeEntry) => [
  entry.title,
  ...(entry.subtitle === undefined ? [] : [entry.subtitle]),
  ...(entry.period === undefined ? [] : [entry.period]),
  ...entry.bullets,
  ...(entry.list ? [entry.list.label, ...entry.list.items] : []),
];

const citationTexts = (citation: ResumeCitation) => [
  citation.title,
  citation.date,
  ...citation.authors.map(({ text }) => text),
  ...(citation.venue === undefined ? [] : [citation.venue]),
  ...(citation.link ? [citation.link.text] : []),
];

/** A section as resume.typ takes it, with only the parts that can be drawn; undefined when none can. */
async function drawnSection(section: ResumeSection, drawable: Drawable) {
  const heading = await drawable.text('the section headings (the site texts)', section.heading);
  if ('items' in section) {
    const items = await drawable.wholeOf(section.items, ({ source, text }) => ({ source, texts: [text] }));
    return items.length ? { kind: 'items', heading, source: section.source, items } : undefined;
  }
  if ('citations' in section) {
    const citations = await drawable.wholeOf(section.citations, (citation) => ({
      source: citation.source,
      texts: citationTexts(citation),
    }));
    return citations.length ? { kind: 'citations', heading, citations } : undefined;
  }
  const entries = await drawable.wholeOf(section.entries, (entry) => ({
    source: entry.source,
    texts: entryTexts(entry),
  }));
  return entries.length ? { kind: 'entries', heading, entries } : undefined;
}

/** Every text of the data that is drawn: not where it is written, nor where a link leads. */
function drawnText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(drawnText).join(' ');
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value)
    .filter(
      ([key, field]) =>
        !['source', 'href', 'subtitleUrl'].includes(key) && !(key === 'link' && typeof field === 'string'),
    )
    .map(([, field]) => drawnText(field))
    .join(' ');
}

/** The document's language as Typst takes it: an ISO 639 code, a region (Chinese's from its script), a direction. */
function languageOf(tag: string) {
  const locale = new Intl.Locale(tag);
  const region = locale.region ?? (locale.language === 'zh' ? locale.maximize().region : undefined);
  return { lang: locale.language, region: region ?? null, dir: direction(tag) };
}

/** Resolves with the PDF of the résumé; rejects with a ResumeError naming an entry longer than a page. */
export async function resumePdf(content: ResumeContent, { warn = () => {} }: ResumePdfOptions = {}): Promise<Buffer> {
  const { profile } = content;
  const typefaces = typefacesFor(content.language, content.site.languages ?? []);
  const drawable = new Drawable(typefaces, content.language, warn);
  const source = `${content.label}/profile.ts, profile`;
  const contact = await drawable.wholeOf(
    [
      ...(profile.location ? [{ text: profile.location, link: undefined, source: `${source}, field "location"` }] : []),
      ...(profile.email ? [{ text: profile.email, link: `mailto:${profile.email}`, source }] : []),
      { text: shortUrl(content.homeUrl), link: content.homeUrl, source: `${content.label}/site.ts, site` },
      ...ownerProfiles(profile.links).flatMap(({ url }) => (url ? [{ text: shortUrl(url), link: url, source }] : [])),
    ],
    (item) => ({ source: item.source, texts: [item.text] }),
  );
  const header = {
    name: await drawable.text(`${source}, field "name"`, profile.name),
    jobTitle: await drawable.text(`${source}, field "jobTitle"`, profile.jobTitle),
    contact: contact.map(({ text, link }) => ({ text, ...(link && { link }) })),
  };
  const sections = [];
  for (const build of sectionBuilders) {
    const { section } = build(content);
    const drawn = section && (await drawnSection(section, drawable));
    if (drawn) sections.push(drawn);
  }
  const data = {
    meta: {
      title: `${content.texts.resume} · ${profile.name}`,
      author: profile.name,
      subject: `${profile.name}, ${profile.jobTitle}`,
      keywords: content.technologies.map(({ name }) => name),
      paper: PAPER[profile.resumePaper ?? 'A4'],
      ...languageOf(content.language),
    },
    colours: { ...INK, accent: siteThemeColours(content.site.theme).light.accent },
    separator: SEPARATOR,
    ellipsis: ELLIPSIS,
    header,
    sections,
  };
  const fonts = await fontsFor(drawnText({ header, sections, SEPARATOR, ELLIPSIS }), typefaces, WEIGHTS);
  const document = typeset({ source: SOURCE, data: { ...data, fonts: fonts.families }, fonts });
  const [overlong] = document.query<string>('<overlong>');
  if (overlong !== undefined) {
    throw new ResumeError(
      `${overlong === 'header' ? source : overlong}: too long for one page of the résumé; shorten its description`,
    );
  }
  return document.pdf();
}

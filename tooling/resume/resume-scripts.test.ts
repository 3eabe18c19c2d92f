// @module-tag no-spaces
// @module-tag right-to-left
// @module-tag han-names
import { describe, expect, it } from 'vitest';
import type { SiteTexts } from '../../src/shared/i18n/site-texts';
import { resumeContentIn, resumeContentOf } from '../../tests/support/content-owners';
import { firstOutOfOrder, squeeze } from '../../tests/support/pdf-reader';
import { hasPoppler, pdffonts, pdftotext } from '../../tests/support/poppler';
import { siteLanguages } from '../i18n/site-languages';
import type { ResumeContent } from './resume-content';
import { resumePdf } from './resume-pdf';
import { resumeFallback, previewImageOf } from '../i18n/drawn-files';

// The résumé of each language of this build's site, read as an applicant-tracking system reads it
// (pdftotext): in that language and its script, in reading order, its fonts embedded and cut to what
// it draws. What it must hold is derived from the content of each language (its <tag>/ folder over the
// default language's words, and its texts), never from the code under test.

const { site } = await resumeContentOf('this build');
const places = siteLanguages(site);

/**
 * The texts of the owner's that the PDF prints, entry by entry, in the home page's order; a period,
 * set beside its company at the far edge, is read on that line before or after it (periods()).
 */
function ownerTexts(content: ResumeContent): string[] {
  const timeline = (entries: ResumeContent['experience']) =>
    entries.flatMap((entry) => [entry.role, entry.company, ...entry.description]);
  return [
    content.profile.name,
    content.profile.jobTitle,
    ...timeline(content.experience),
    ...timeline(content.research),
    ...content.publications.map(({ title }) => title),
    ...content.projects.flatMap((project) => [project.title, ...project.description]),
  ];
}

/**
 * The technologies, one line of items: right to left in a right-to-left résumé, where a line of Latin
 * names alone reads, for pdftotext, from the left.
 */
const technologies = (content: ResumeContent) => content.technologies.map(({ name }) => name);

const periods = (content: ResumeContent) => [...content.experience, ...content.research].map(({ period }) => period);

/** The headings of the sections the site shows, in the language's words. */
function headings(content: ResumeContent): string[] {
  const { experience, research, publications, projects, technologies } = content;
  const lists = { experience, research, publications, projects, technologies };
  return (Object.keys(lists) as (keyof typeof lists)[])
    .filter((list) => lists[list].length > 0)
    .map((list) => content.texts[list]);
}

const RIGHT_TO_LEFT = /[\p{sc=Arabic}\p{sc=Hebrew}]/u;
const HAN_KANA_HANGUL = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;

/**
 * The words of right-to-left texts a reader finds as written. Typst's PDF maps each glyph of a letter
 * drawn as two glyphs at different heights (a letter and its vowel mark) to the letter, which pdftotext
 * then reads twice, and it reverses the letters of the lam-alef ligature: words with either are a known
 * limit of the text layer (see docs/how-it-is-built.md), left out of this check.
 */
const readableWords = (text: string) =>
  text.split(/[\s،؛.,:()«»"']+/u).filter((word) => word && !/\p{Mn}/u.test(word) && !/ل[اأإآ]/u.test(word));

/** The typeface whose Han forms a language takes, as its fonts are named in the PDF. */
const CJK_FONT: Record<string, string> = { ja: 'NotoSansJP', ko: 'NotoSansKR', zh: 'NotoSansSC' };

// skipped without poppler on a developer's machine; in CI its absence fails the run
describe.skipIf(!hasPoppler && !process.env.CI)('the résumé in each language of the site (pdftotext, pdffonts)', () => {
  describe.each(places.map(({ tag }) => tag))('in %s', (tag) => {
    let made: Promise<{ content: ResumeContent; bytes: Buffer; text: string; warnings: string[] }> | undefined;
    const read = () =>
      (made ??= (async () => {
        const content = await resumeContentIn('this build', tag);
        const warnings: string[] = [];
        const bytes = await resumePdf(content, { warn: (message) => warnings.push(message) });
        return { content, bytes, text: pdftotext(bytes), warnings };
      })());

    it('is drawn in full: no entry left out, no language given the default language’s', async () => {
      const { content, warnings } = await read();
      expect(warnings).toEqual([]);
      expect(await resumeFallback({ tag }, content.texts as SiteTexts)).toBeUndefined();
    });

    it('holds the language’s headings and the owner’s words in it, in reading order', async () => {
      const { content, text } = await read();
      const direction = places.find((place) => place.tag === tag)!.dir;
      if (direction === 'ltr') {
        expect(firstOutOfOrder(text, [content.profile.name, content.profile.jobTitle])).toBeUndefined();
        expect(firstOutOfOrder(text, [...ownerTexts(content), ...technologies(content)])).toBeUndefined();
        expect(firstOutOfOrder(text, headings(content))).toBeUndefined();
        for (const period of periods(content)) expect(squeeze(text)).toContain(squeeze(period));
        return;
      }
      // right to left: each word as written, in the order of the texts
      const words = ownerTexts(content).flatMap(readableWords);
      expect(words.filter((word) => RIGHT_TO_LEFT.test(word)).length).toBeGreaterThan(0);
      expect(firstOutOfOrder(text, words)).toBeUndefined();
      for (const word of [...headings(content), ...periods(content), ...technologies(content)].flatMap(readableWords))
        expect(squeeze(text)).toContain(squeeze(word));
    });

    it('keeps each link it cites (a DOI, an arXiv identifier, an address) whole, whatever the direction around it', async () => {
      const { content, text } = await read();
      const lines = text.split('\n').map(squeeze);
      for (const publication of content.publications) {
        const shown = publication.doi
          ? `doi.org/${publication.doi}`
          : publication.arxiv && `arXiv:${publication.arxiv}`;
        if (shown)
          expect(
            lines.some((line) => line.includes(squeeze(shown))),
            shown,
          ).toBe(true);
      }
    });

    it('embeds its fonts, each cut to the glyphs it draws, Han characters in its language’s forms', async () => {
      const { bytes, text } = await read();
      const fonts = pdffonts(bytes);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font, font.name).toMatchObject({ embedded: true, subset: true });
        expect(font.name).toMatch(/^[A-Z]{6}\+/);
      }
      const cjk = CJK_FONT[new Intl.Locale(tag).language];
      if (cjk && HAN_KANA_HANGUL.test(text)) expect(fonts.some(({ name }) => name.includes(cjk))).toBe(true);
    });
  });

  it('gives each language whose owner’s words differ a link-preview image of its own', async () => {
    const defaults = await resumeContentIn('this build', places[0]!.tag);
    for (const place of places.slice(1)) {
      const words = await resumeContentIn('this build', place.tag);
      const image = await previewImageOf(place, words, defaults);
      expect(image.fallback, place.tag).toBeUndefined();
      expect(image.alt).toBe(`${words.profile.name}, ${words.profile.jobTitle}`);
    }
  });
});

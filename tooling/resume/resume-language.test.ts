import { describe, expect, it } from 'vitest';
import { experience as germanExperience } from '../../tests/fixtures/content/german-owner/de/experience';
import { profile as germanProfile } from '../../tests/fixtures/content/german-owner/de/profile';
import { research as germanResearch } from '../../tests/fixtures/content/german-owner/de/research';
import { projects as germanProjects } from '../../tests/fixtures/content/german-owner/de/projects';
import { readPdf, squeeze } from '../../tests/support/pdf-reader';
import english from '../../src/shared/i18n/texts/en';
import german from '../../src/shared/i18n/texts/de';
import { experience as translatedExperience } from '../../tests/fixtures/content/multilingual-owner/pt-BR/experience';
import { profile as translatedProfile } from '../../tests/fixtures/content/multilingual-owner/pt-BR/profile';
import { resumeContentOf } from '../../tests/support/content-owners';
import portuguese from '../../src/shared/i18n/texts/pt-BR';
import { cslTerm } from '../../tests/support/csl-locale-terms';
import { translateContent } from '../i18n/translate-content';
import { citationWriter } from '../publications/citation-writer';
import { jsonResume } from './json-resume';
import { ownResumeContent } from './own-resume';
import { periodDates } from './period';
import { resumePdf } from './resume-pdf';
import { sectionBuilders } from './sections';

// The résumé in another language: the translated words and that language's headings, the same dates.
describe('the résumé in another language', () => {
  it('holds the translated words under the language’s headings, at the language’s address, dated from the default language’s periods', async () => {
    const content = await resumeContentOf('multilingual-owner');
    const { words } = translateContent(
      content,
      { profile: translatedProfile, experience: translatedExperience },
      (file) => file,
    );
    const translated = ownResumeContent(
      { ...content, ...words },
      {
        publications: [],
        base: '/',
        label: content.label,
        language: {
          tag: 'pt-BR',
          prefix: 'pt-br',
          texts: portuguese,
          citations: await citationWriter('pt-BR', portuguese, translatedProfile.name ?? content.profile.name),
          defaults: content,
        },
      },
    );
    const resume = jsonResume(translated);
    expect(resume.basics).toMatchObject({
      label: translatedProfile.jobTitle,
      summary: translatedProfile.welcome,
      url: new URL('pt-br', content.site.url).href,
    });
    for (const [index, entry] of content.experience.entries()) {
      const job = resume.work?.[index];
      expect(job?.position).toBe(translatedExperience[index]?.role ?? entry.role);
      // "fev. de 2024 - atual" is for reading: the dates come from the default language's "Feb 2024 - Present"
      expect(job).toMatchObject(periodDates(entry.period));
      expect(Object.keys(periodDates(entry.period)).length).toBeGreaterThan(0);
    }
    const headings = sectionBuilders.flatMap((build) => build(translated).section?.heading ?? []);
    expect(headings).toContain(portuguese.experience);
    expect(headings).not.toContain('Experience');
  });

  it('cites the papers with the language’s words (its CSL locale’s), in the PDF and in resume.json, which names its own address', async () => {
    const content = await resumeContentOf('german-owner');
    expect(content.publications.length).toBeGreaterThan(0);
    const translation = {
      profile: germanProfile,
      experience: germanExperience,
      research: germanResearch,
      projects: germanProjects,
    };
    const { words } = translateContent(content, translation, (file) => file);
    const citations = await citationWriter('de', german, germanProfile.name ?? content.profile.name);
    const language = { tag: 'de', prefix: 'de', texts: german, citations, defaults: content };
    const translated = ownResumeContent(
      { ...content, ...words },
      { publications: content.publications, base: '/', label: content.label, language },
    );
    const resume = jsonResume(translated);
    expect(resume.meta.canonical).toBe(new URL('de/resume.json', content.site.url).href);
    // the authors, as German cites them: "A, B und C", a list that goes on "A, B, u. a." (after one name, "A u. a.")
    const [and, etAl] = [cslTerm('de-DE', 'and'), cslTerm('de-DE', 'et-al')];
    for (const [index, publication] of content.publications.entries()) {
      const names = publication.authors.map((author) => author.name);
      let cited = `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
      if (names.length < 2) cited = names.join('');
      if (publication.moreAuthors) cited = `${names.join(', ')}${names.length === 1 ? ' ' : ', '}${etAl}`;
      expect(resume.publications?.[index]?.summary, publication.key).toBe(cited);
    }
    const pages = (await readPdf(await resumePdf(translated))).pages.join(' ').replace(/\s+/g, ' ');
    const text = squeeze(pages);
    const [volume, page] = ['volume', 'page'].map((term) => cslTerm('de-DE', term, { form: 'short' }));
    for (const publication of content.publications) {
      if (publication.volume) expect(text).toContain(squeeze(`${volume} ${publication.volume}`));
      if (publication.pages) expect(text).toContain(squeeze(`${page} ${publication.pages}`));
      if (publication.type === 'phdthesis') expect(text).toContain(squeeze(german.phdThesis));
    }
    expect(text).toContain(squeeze(german.publications));
    // none of the English citation words is left
    const englishWords = [cslTerm('en-US', 'et-al')!, cslTerm('en-US', 'and')!, english.phdThesis];
    for (const word of [...englishWords, 'vol.', 'pp.'])
      expect(pages, word).not.toMatch(new RegExp(`(^|\\s)${word.trim().replace('.', '\\.')}(\\s|$)`));
  });
});

import { describe, expect, it } from 'vitest';
import { experience as translatedExperience } from '../../tests/fixtures/content/multilingual-owner/pt-BR/experience';
import { profile as translatedProfile } from '../../tests/fixtures/content/multilingual-owner/pt-BR/profile';
import { resumeContentOf } from '../../tests/support/content-owners';
import portuguese from '../../src/shared/i18n/texts/pt-BR';
import { translateContent } from '../i18n/translate-content';
import { jsonResume } from './json-resume';
import { ownResumeContent } from './own-resume';
import { periodDates } from './period';
import { sectionBuilders } from './sections';

// The résumé in another language: the translated words and that language's headings, the same dates.
describe('the résumé in another language', () => {
  it('holds the translated words under the language’s headings, at the language’s address, dated from the default language’s periods', async () => {
    const content = await resumeContentOf('multilingual-owner');
    const { words } = translateContent(content, { profile: translatedProfile, experience: translatedExperience }, (file) => file);
    const translated = ownResumeContent(
      { ...content, ...words },
      { publications: [], base: '/', label: content.label, language: { tag: 'pt-BR', prefix: 'pt-br', texts: portuguese, defaults: content } },
    );
    const resume = jsonResume(translated);
    expect(resume.basics).toMatchObject({ label: translatedProfile.jobTitle, summary: translatedProfile.welcome, url: new URL('pt-br', content.site.url).href });
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
});

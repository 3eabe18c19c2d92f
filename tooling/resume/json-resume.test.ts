import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { OWNERS, type Owner, profileUrls, resumeContentOf } from '../../tests/support/content-owners';
import { publicationDate } from '../../src/shared/content/publication-reference';
import { jsonResume } from './json-resume';
import { periodDates } from './period';

type Validate = (resume: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void) => void;
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as { validate: Validate };

/** The schema's errors for `resume`, none when it is valid. */
const schemaErrors = (resume: unknown) => {
  let found: string[] = [];
  validate(resume, (errors) => (found = (errors ?? []).map((error) => error.stack)));
  return found;
};

describe.each(Object.keys(OWNERS) as Owner[])('resume.json of %s', (owner) => {
  it('is valid against the JSON Resume schema', async () => {
    expect(schemaErrors(jsonResume(await resumeContentOf(owner)))).toEqual([]);
  });

  it('holds the profile, the jobs and research positions as work, the publications, the projects and the technologies as skills', async () => {
    const content = await resumeContentOf(owner);
    const resume = jsonResume(content);
    const { profile } = content;
    expect(resume.basics).toMatchObject({ name: profile.name, label: profile.jobTitle, url: content.homeUrl });
    expect(resume.basics.email).toBe(profile.email);
    expect(resume.basics.profiles.map(({ url }) => url)).toEqual(profileUrls(profile));
    const timeline = [...content.experience, ...content.research];
    expect(resume.work ?? []).toEqual(
      timeline.map((entry) =>
        expect.objectContaining({ name: entry.company, position: entry.role, highlights: entry.description }),
      ),
    );
    expect(resume.projects ?? []).toEqual(
      content.projects.map((project) =>
        expect.objectContaining({
          name: project.title,
          ...(project.github && { url: project.github }),
          highlights: project.description,
          keywords: project.technologies,
        }),
      ),
    );
    expect(resume.skills ?? []).toEqual(content.technologies.map(({ name }) => expect.objectContaining({ name })));
    expect(resume.publications ?? []).toEqual(
      content.publications.map((publication) =>
        expect.objectContaining({
          name: publication.title,
          releaseDate: publicationDate(publication),
          // the venue, without the arXiv identifier a Google Scholar preprint's journal holds; a paper known by its
          // arXiv identifier alone is a preprint
          ...(publication.venue && { publisher: publication.venue.replace(/ arXiv:\S+$/, '') }),
          ...(!publication.venue && publication.arxiv && { publisher: 'arXiv preprint' }),
        }),
      ),
    );
    expect(resume.meta.canonical).toBe(new URL('resume.json', content.homeUrl).href);
  });

  it('holds the education, certificates, awards, languages spoken, location and what of each technology is used', async () => {
    const content = await resumeContentOf(owner);
    const resume = jsonResume(content);
    const { profile, education = [], certificates = [], awards = [] } = content;
    expect(resume.basics.location).toEqual(profile.location && { city: profile.location });
    expect(resume.education ?? []).toEqual(
      education.map((entry) =>
        expect.objectContaining({
          institution: entry.institution,
          studyType: entry.degree,
          ...(entry.area && { area: entry.area }),
          ...(entry.score && { score: entry.score }),
          ...(entry.courses && { courses: entry.courses }),
          ...(entry.url && { url: entry.url }),
          ...periodDates(entry.period),
        }),
      ),
    );
    expect(resume.certificates ?? []).toEqual(
      certificates.map(({ name, issuer, url }) =>
        expect.objectContaining({ name, ...(issuer && { issuer }), ...(url && { url }) }),
      ),
    );
    expect(resume.awards ?? []).toEqual(
      awards.map(({ title, awarder, summary }) =>
        expect.objectContaining({ title, ...(awarder && { awarder }), ...(summary && { summary }) }),
      ),
    );
    expect(resume.languages ?? []).toEqual(profile.spokenLanguages ?? []);
    expect(resume.skills ?? []).toEqual(
      content.technologies.map(({ name, keywords }) =>
        expect.objectContaining({ name, ...(keywords && { keywords }) }),
      ),
    );
  });
});

describe('the publications in resume.json', () => {
  it('link each paper (its DOI, arXiv page or address) and name its authors, in full, in the summary', async () => {
    const content = await resumeContentOf('scholar-owner');
    const { publications } = jsonResume(content);
    expect(publications).toHaveLength(content.publications.length);
    content.publications.forEach((publication, index) => {
      const entry = publications![index]!;
      const href = ['doi', 'arxiv', 'paper', 'pdf']
        .map((kind) => publication.links.find((link) => link.kind === kind)?.href)
        .find(Boolean);
      expect(entry.url).toBe(href);
      for (const author of publication.authors) expect(entry.summary).toContain(author.name);
    });
  });
});

describe('the schema check', () => {
  it('rejects what the schema forbids', async () => {
    const resume = jsonResume(await resumeContentOf('sparse-owner'));
    expect(
      schemaErrors({ ...resume, work: [{ name: 'Ledger AS', position: 'Engineer', startDate: 'March 2024' }] }),
    ).not.toEqual([]);
  });
});

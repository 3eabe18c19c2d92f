import { describe, expect, it } from 'vitest';
import type { Publication } from '../../src/shared/content/publication';
import english from '../../src/shared/i18n/texts/en';
import type { PostSummary } from '../../src/shared/posts/post-summary';
import { blog, experience, profile, projects, research, technologies } from '../../tests/support/site-content';
import { citationWriter } from '../publications/citation-writer';
import { type LanguageContent, siteDocuments } from './site-documents';

// What a language's index holds, from the content as the pages read it: the owner's entries lead to
// their cards on the home page, a publication to its place in the list, a post to itself and each of
// its sections to its heading.

const words = { profile, experience, research, projects, technologies, blog };

const summary = (slug: string, language: string): PostSummary => ({
  slug,
  language,
  title: `Post ${slug}`,
  date: '2025-01-01',
  dateText: 'January 1, 2025',
  summary: `About ${slug}.`,
  tags: ['evaluation'],
  readingMinutes: 1,
  draft: false,
});

const paper: Publication = {
  key: 'quinn2024sparse',
  type: 'inproceedings',
  title: 'Sparse GNNs for Möbius Graphs',
  authors: [
    { name: 'Avery Quinn', owner: true },
    { name: 'Jörg Müller', owner: false },
  ],
  moreAuthors: false,
  year: 2024,
  venue: 'Proceedings of the 41st International Conference on Machine Learning',
  selected: false,
  links: [],
  bibtex: '',
};

// the citations of the page in English, as the publications plugin gives them
const citations = await citationWriter('en', english, profile.name);

const content = (overrides: Partial<LanguageContent> = {}): LanguageContent => ({
  tag: 'en',
  prefix: '',
  words,
  citations,
  publications: [paper],
  projectPages: [],
  posts: [
    { summary: summary('evaluation', 'en'), html: '<p>Intro.</p><h2 id="seeds">Seeds</h2><p>Three seeds.</p>' },
    { summary: summary('evaluation', 'pt-BR'), html: '<p>Introdução.</p>' },
  ],
  ...overrides,
});

describe('the documents of a language’s index', () => {
  const documents = siteDocuments(content());

  it('hold each post written in the language, then each of its sections under its heading’s anchor', () => {
    expect(documents.filter(({ kind }) => kind === 'post')).toEqual([
      {
        language: 'en',
        url: '/blog/evaluation',
        kind: 'post',
        title: 'Post evaluation',
        detail: 'About evaluation.',
        text: 'evaluation\nIntro.',
      },
      {
        language: 'en',
        url: '/blog/evaluation#seeds',
        kind: 'post',
        title: 'Post evaluation',
        heading: 'Seeds',
        text: 'Three seeds.',
      },
    ]);
  });

  it('hold each experience and research entry, leading to its card: its role, its company, its period, bullets and technologies', () => {
    for (const [kind, entries] of [
      ['experience', experience],
      ['research', research],
    ] as const) {
      const found = documents.filter((document) => document.kind === kind);
      expect(found.map(({ url }) => url)).toEqual(entries.map((_, index) => `/#${kind}-${index + 1}`));
      entries.forEach((entry, index) => {
        expect(found[index]).toMatchObject({ title: entry.role, detail: entry.company });
        for (const line of [entry.period, ...entry.description, ...entry.technologies])
          expect(found[index]?.text).toContain(line);
      });
    }
  });

  it('hold each project, leading to its card: its title, its first line shown, the rest and its technologies searched', () => {
    const found = documents.filter(({ kind }) => kind === 'project');
    expect(found.map(({ url }) => url)).toEqual(projects.map((_, index) => `/#projects-${index + 1}`));
    projects.forEach((project, index) => {
      expect(found[index]?.title).toBe(project.title);
      expect(found[index]?.detail).toBe(project.description[0]);
      for (const line of [...project.description.slice(1), ...project.technologies])
        expect(found[index]?.text).toContain(line);
    });
  });

  it('lead a project with a story to its own page, its story searched too', () => {
    if (projects.length === 0) return;
    const [first] = projects;
    const page = {
      index: 0,
      language: 'en',
      path: '/projects/the-first',
      title: first!.title,
      description: first!.description,
      technologies: first!.technologies,
      storyLanguage: 'en',
      headings: [],
      text: 'How it was built, step by step.',
    };
    const found = siteDocuments(
      content({ projectPages: [page, { ...page, language: 'pt-BR', path: '/pt-br/x' }] }),
    ).filter(({ kind }) => kind === 'project');
    expect(found[0]).toMatchObject({ url: '/projects/the-first', title: first!.title });
    expect(found[0]?.text).toContain('How it was built, step by step.');
    expect(found.slice(1).map(({ url }) => url)).toEqual(
      projects.slice(1).map((_, index) => `/#projects-${index + 2}`),
    );
  });

  it('hold each publication, leading to its place in the list: its title, its venue as the page cites it, its authors', () => {
    expect(documents.filter(({ kind }) => kind === 'publication')).toEqual([
      {
        language: 'en',
        url: '/#publication-quinn2024sparse',
        kind: 'publication',
        title: 'Sparse GNNs for Möbius Graphs',
        detail: 'Proceedings of the 41st International Conference on Machine Learning, 2024',
        text: 'Avery Quinn\nJörg Müller',
      },
    ]);
  });

  it('hold each talk and course taught, leading to its place in its section: its title, its event or institution, the rest searched', () => {
    const talk = { title: 'Honest Benchmarks', event: 'PyData Lisbon', date: 'Mar 2025', location: 'Lisbon' };
    const course = { course: 'Machine Learning', institution: 'University of Porto', period: '2018 - 2020' };
    const documents = siteDocuments(
      content({
        prefix: 'pt-br',
        words: { ...words, talks: [talk, { ...talk, title: 'Second' }], teaching: [course] },
      }),
    );
    expect(documents.filter(({ kind }) => kind === 'talk' || kind === 'course')).toEqual([
      {
        language: 'en',
        url: '/pt-br#talks-1',
        kind: 'talk',
        title: 'Honest Benchmarks',
        detail: 'PyData Lisbon',
        text: 'Mar 2025\nLisbon',
      },
      {
        language: 'en',
        url: '/pt-br#talks-2',
        kind: 'talk',
        title: 'Second',
        detail: 'PyData Lisbon',
        text: 'Mar 2025\nLisbon',
      },
      {
        language: 'en',
        url: '/pt-br#teaching-1',
        kind: 'course',
        title: 'Machine Learning',
        detail: 'University of Porto',
        text: '2018 - 2020',
      },
    ]);
  });

  it('lead a talk to its place on the page of every talk, where talks.ts holds more than the home page shows', () => {
    const talk = { title: 'Honest Benchmarks', event: 'PyData Lisbon', date: 'Mar 2025' };
    const documents = siteDocuments(
      content({ prefix: 'pt-br', words: { ...words, talks: [talk, talk, talk] }, talksPage: true }),
    );
    expect(documents.filter(({ kind }) => kind === 'talk').map(({ url }) => url)).toEqual([
      '/pt-br/talks#talks-1',
      '/pt-br/talks#talks-2',
      '/pt-br/talks#talks-3',
    ]);
  });

  it('lead to the pages of the language’s folder in another language, and hold only its posts', () => {
    const portuguese = siteDocuments(content({ tag: 'pt-BR', prefix: 'pt-br' }));
    expect(portuguese.filter(({ kind }) => kind === 'post').map(({ url }) => url)).toEqual(['/pt-br/blog/evaluation']);
    expect(portuguese.every(({ language }) => language === 'pt-BR')).toBe(true);
    if (experience.length > 0) expect(portuguese.map(({ url }) => url)).toContain('/pt-br#experience-1');
    expect(portuguese.map(({ url }) => url)).toContain('/pt-br#publication-quinn2024sparse');
  });
});

import { describe, expect, it } from 'vitest';
import { isLongAuthorList, namedWhenShortened } from '../../src/shared/content/author-list';
import { OWNERS, type Owner, profileUrls, resumeContentOf } from '../../tests/support/content-owners';
import {
  boldText,
  firstOutOfOrder,
  paintColours,
  type ReadPdf,
  readPdf,
  squeeze,
} from '../../tests/support/pdf-reader';
import { contrast, parseHex } from '../../src/shared/colour';
import { paperLinks } from '../../src/shared/content/publication-reference';
import { themeColours } from '../../src/shared/theme-colours';
import type { ResumeContent } from './resume-content';
import { resumePdf } from './resume-pdf';

// What the PDF must hold is derived here from the content files, with the home page's headings
// written out: the test reads the PDF as an applicant-tracking system would (its text, links and metadata).

const HEADINGS = {
  experience: 'Experience',
  research: 'Research Experience',
  education: 'Education',
  publications: 'Publications',
  talks: 'Talks',
  teaching: 'Teaching',
  projects: 'Projects',
  technologies: 'Technologies',
  certificates: 'Certificates',
  awards: 'Awards',
  spokenLanguages: 'Languages',
};
const bare = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

type Publication = ResumeContent['publications'][number];

/** The authors a citation names: all of them, or those a shortened list names (as the home page does). */
const citedAuthors = ({ authors }: Publication) =>
  isLongAuthorList(authors) ? authors.filter(namedWhenShortened) : authors;

/** The one link of a citation: the first of its links to the paper itself. */
const citationHref = (publication: Publication) => paperLinks(publication)[0]?.href;

/**
 * A citation's text: title, year, authors, where it appeared (a Google Scholar preprint's journal without its arXiv
 * identifier).
 */
const citationText = (publication: Publication) => [
  publication.title,
  String(publication.year),
  ...citedAuthors(publication).map(({ name }) => name),
  ...(publication.venue ? [publication.venue.replace(/ arXiv:\S+$/, '')] : []),
  ...(!publication.venue && publication.arxiv ? ['arXiv preprint'] : []),
];

/** Every text the PDF must show, in reading order. */
function expectedText(content: ResumeContent): string[] {
  const { profile } = content;
  const links = profileUrls(profile).map(bare);
  const timeline = (heading: string, entries: ResumeContent['experience']) =>
    entries.length === 0
      ? []
      : [heading, ...entries.flatMap((entry) => [entry.role, entry.company, entry.period, ...entry.description])];
  const { education = [], certificates = [], awards = [], talks = [], teaching = [] } = content;
  const spoken = profile.spokenLanguages ?? [];
  return [
    profile.name,
    profile.jobTitle,
    ...(profile.location ? [profile.location] : []),
    ...(profile.email ? [profile.email] : []),
    bare(content.homeUrl),
    ...links,
    ...timeline(HEADINGS.experience, content.experience),
    ...timeline(HEADINGS.research, content.research),
    // Education after Research Experience, as on the home page; each degree with what was studied
    ...(education.length === 0
      ? []
      : [
          HEADINGS.education,
          ...education.flatMap((entry) => [
            entry.degree,
            ...(entry.area ? [entry.area] : []),
            entry.institution,
            entry.period,
            ...(entry.score ? [entry.score] : []),
            ...(entry.description ?? []),
            ...(entry.courses ? ['Courses', ...entry.courses] : []),
          ]),
        ]),
    ...(content.publications.length === 0
      ? []
      : [HEADINGS.publications, ...content.publications.flatMap(citationText)]),
    // Talks and Teaching after Publications, as on the home page
    ...(talks.length === 0
      ? []
      : [
          HEADINGS.talks,
          ...talks.flatMap(({ title, event, location, date, summary }) =>
            [title, event, location, date, summary].flatMap((text) => text ?? []),
          ),
        ]),
    ...(teaching.length === 0
      ? []
      : [
          HEADINGS.teaching,
          ...teaching.flatMap(({ course, role, institution, period, summary }) =>
            [course, role, institution, period, summary].flatMap((text) => text ?? []),
          ),
        ]),
    ...(content.projects.length === 0
      ? []
      : [
          HEADINGS.projects,
          ...content.projects.flatMap((project) => [
            project.title,
            ...(project.github ? [bare(project.github)] : []),
            ...project.description,
          ]),
        ]),
    ...(content.technologies.length === 0
      ? []
      : [HEADINGS.technologies, ...content.technologies.flatMap(({ name, keywords }) => [name, ...(keywords ?? [])])]),
    // then what only the résumé shows
    ...(certificates.length === 0
      ? []
      : [
          HEADINGS.certificates,
          ...certificates.flatMap(({ name, issuer, date }) => [
            name,
            ...(issuer ? [issuer] : []),
            ...(date ? [date] : []),
          ]),
        ]),
    ...(awards.length === 0
      ? []
      : [
          HEADINGS.awards,
          ...awards.flatMap(({ title, awarder, date, summary }) =>
            [title, awarder, date, summary].flatMap((text) => text ?? []),
          ),
        ]),
    ...(spoken.length === 0
      ? []
      : [
          HEADINGS.spokenLanguages,
          ...spoken.flatMap(({ language, fluency }) => [language, ...(fluency ? [fluency] : [])]),
        ]),
  ];
}

/** The link targets, in reading order: email, site, profiles, degrees, publications, talks, courses, projects, certificates. */
function expectedLinks(content: ResumeContent): string[] {
  const { profile } = content;
  return [
    ...(profile.email ? [`mailto:${profile.email}`] : []),
    content.homeUrl,
    ...profileUrls(profile),
    ...(content.education ?? []).flatMap(({ url }) => url ?? []),
    ...content.publications.flatMap((publication) => citationHref(publication) ?? []),
    ...(content.talks ?? []).flatMap(({ url }) => url ?? []),
    ...(content.teaching ?? []).flatMap(({ url }) => url ?? []),
    ...content.projects.flatMap(({ github }) => github ?? []),
    ...(content.certificates ?? []).flatMap(({ url }) => url ?? []),
  ];
}

const PAPER_SIZES = { A4: [595, 842], Letter: [612, 792] };

describe.each(Object.keys(OWNERS) as Owner[])('the résumé PDF of %s', (owner) => {
  let made: Promise<{ content: ResumeContent; bytes: Buffer; pdf: ReadPdf }> | undefined;
  const read = () =>
    (made ??= (async () => {
      const content = await resumeContentOf(owner);
      const bytes = await resumePdf(content);
      return { content, bytes, pdf: await readPdf(bytes) };
    })());

  it('holds the name, the contact line and every published entry, in reading order, as text', async () => {
    const { content, pdf } = await read();
    expect(firstOutOfOrder(pdf.pages.join('\n'), expectedText(content))).toBeUndefined();
  });

  it('has a section only for a list the site shows', async () => {
    const { content, pdf } = await read();
    const lines = pdf.pages.flatMap((page) => page.split('\n').map((line) => line.trim()));
    const { experience, research, publications, projects, technologies } = content;
    const { education = [], certificates = [], awards = [], talks = [], teaching = [] } = content;
    const spokenLanguages = content.profile.spokenLanguages ?? [];
    const lists = {
      ...{ experience, research, education, publications, talks, teaching, projects, technologies },
      ...{ certificates, awards, spokenLanguages },
    };
    for (const [list, heading] of Object.entries(HEADINGS)) {
      expect(lines.includes(heading), heading).toBe(lists[list as keyof typeof lists].length > 0);
    }
  });

  it("sets the owner's name in each author list in bold, the other authors in the text's weight", async () => {
    const { content, bytes } = await read();
    const bold = boldText(bytes);
    for (const publication of content.publications) {
      // the names as the citation gives them to the typesetter, in the résumé's language
      const { names } = content.citations.authors(publication, {
        shortened: isLongAuthorList(publication.authors),
        hiddenEnd: 'etAl',
      });
      const owner = names.find(({ author }) => author.owner)?.author.name;
      const other = names.find(({ author }) => !author.owner)?.author.name;
      if (!owner) continue;
      expect(
        bold.some((span) => span.includes(owner)),
        `${publication.key}: ${owner} in bold`,
      ).toBe(true);
      if (other && other !== owner && !content.profile.name.includes(other))
        expect(
          bold.some((span) => span.includes(other) && !publication.title.includes(other)),
          `${publication.key}: ${other} not in bold`,
        ).toBe(false);
    }
  });

  it('links the email, the site, each profile, each publication (its DOI, arXiv page or address) and each project', async () => {
    const { content, pdf } = await read();
    // a link that wraps is one annotation per line: the same target twice in a row
    const targets = pdf.links.filter((href, index) => href !== pdf.links[index - 1]);
    expect(targets).toEqual(expectedLinks(content));
  });

  it("names its title, author and subject, on the owner's paper", async () => {
    const { content, pdf } = await read();
    expect(pdf.info.Title).toContain(content.profile.name);
    expect(pdf.info.Author).toBe(content.profile.name);
    expect(pdf.info.Subject).toContain(content.profile.jobTitle);
    expect(pdf.pageSize).toEqual(PAPER_SIZES[content.profile.resumePaper ?? 'A4']);
  });

  it("sets headings and links in the owner's accent (the light theme's, as the page on white paper), readable on white", async () => {
    const { content, bytes } = await read();
    // the owner's light accent from site.ts, else the template's light theme's
    const accent = content.site.theme?.light?.accent ?? themeColours.light.accent;
    const rgb = parseHex(accent)!;
    expect(paintColours(bytes)).toContain(`#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);
    expect(contrast(rgb, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });

  it('embeds its fonts', async () => {
    const raw = (await read()).bytes.toString('latin1');
    expect(raw).toContain('/FontFile2');
    // no font left to the reader's substitutes (the 14 standard fonts are Type1)
    expect(raw).not.toMatch(/\/Subtype \/Type1\b/);
  });
});

describe('page breaks', () => {
  // the sparse owner's entries and the scholar owner's papers many times over, each named apart: several pages
  const long = async (): Promise<ResumeContent> => {
    const content = await resumeContentOf('sparse-owner');
    // the scholar owner's papers cite the scholar owner: her name, not the sparse owner's
    const { publications, citations } = await resumeContentOf('scholar-owner');
    const copies = <T>(list: readonly T[], rename: (entry: T, copy: number) => T) =>
      Array.from({ length: 12 }, (_, copy) => list.map((entry) => rename(entry, copy))).flat();
    return {
      ...content,
      citations,
      experience: copies(content.experience, (entry, copy) => ({ ...entry, role: `${entry.role} (${copy + 1})` })),
      publications: copies(publications, (paper, copy) => ({
        ...paper,
        key: `${paper.key}-${copy + 1}`,
        title: `${paper.title} (${copy + 1})`,
      })),
      projects: copies(content.projects, (project, copy) => ({ ...project, title: `${project.title} (${copy + 1})` })),
    };
  };

  it('keep each entry whole on one page, and each heading with the entry under it', async () => {
    const content = await long();
    const { pages } = await readPdf(await resumePdf(content));
    expect(pages.length).toBeGreaterThan(2);
    const onOnePage = (texts: string[]) => pages.some((page) => firstOutOfOrder(page, texts) === undefined);
    for (const entry of content.experience)
      expect(onOnePage([entry.role, entry.company, entry.period, ...entry.description])).toBe(true);
    for (const publication of content.publications) expect(onOnePage(citationText(publication))).toBe(true);
    for (const project of content.projects) expect(onOnePage([project.title, ...project.description])).toBe(true);
    expect(onOnePage([HEADINGS.experience, content.experience[0]!.role, ...content.experience[0]!.description])).toBe(
      true,
    );
    expect(onOnePage([HEADINGS.publications, ...citationText(content.publications[0]!)])).toBe(true);
    expect(onOnePage([HEADINGS.projects, content.projects[0]!.title, ...content.projects[0]!.description])).toBe(true);
    // no page ends with a heading
    for (const page of pages) expect(Object.values(HEADINGS)).not.toContain(page.trim().split('\n').at(-1)?.trim());
  });

  it('move entries, not sections: a section longer than the room left starts under the one before it', async () => {
    // the sparse owner as written, with its projects copied 1 to 12 times: from a section that fits
    // in the room left, through one that fits a page but not the room left, to one longer than a page
    const content = await resumeContentOf('sparse-owner');
    const before = content.research.at(-1) ?? content.experience.at(-1);
    expect(before, 'the sparse owner has a section before its projects').toBeDefined();
    for (let copies = 1; copies <= 12; copies++) {
      const projects = Array.from({ length: copies }, (_, copy) =>
        content.projects.map((project) => ({ ...project, title: `${project.title} (${copy + 1})` })),
      ).flat();
      const { pages } = await readPdf(await resumePdf({ ...content, projects }));
      const firstPage = [
        before!.role,
        ...before!.description,
        HEADINGS.projects,
        projects[0]!.title,
        ...projects[0]!.description,
      ];
      expect(firstOutOfOrder(pages[0]!, firstPage), `${copies} copies of the projects`).toBeUndefined();
    }
  });

  it('leave every line inside the margins', async () => {
    const { baselines, pageSize } = await readPdf(await resumePdf(await long()));
    // half an inch: where a printer's unprintable edge ends
    expect(baselines[0]).toBeGreaterThan(36);
    expect(baselines[1]).toBeLessThan(pageSize[1] - 36);
  });
});

describe('content the PDF cannot hold', () => {
  it('leaves out, with a warning naming the file and the entry, an entry with a character no font has', async () => {
    const content = await resumeContentOf('sparse-owner');
    const [first, second] = content.experience;
    // Thai: a script none of the résumé's fonts draws
    const snowman = { ...second!, description: [...second!.description, 'Ran the Bangkok office (สำนักงานกรุงเทพ).'] };
    const warnings: string[] = [];
    const { pages } = await readPdf(
      await resumePdf({ ...content, experience: [first!, snowman] }, { warn: (message) => warnings.push(message) }),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`${content.label}/experience.ts, entry 2 ("${second!.role}")`);
    expect(warnings[0]).toContain('U+0E2A');
    const text = pages.join('\n');
    expect(firstOutOfOrder(text, [first!.role, ...first!.description])).toBeUndefined();
    // the entry is gone (its company and its period are its alone), the text around it is there
    expect(squeeze(text)).not.toContain(squeeze(`${second!.company}`));
    expect(text).not.toContain('Bangkok');
  });

  it('leaves out, naming the .bib file and the entry key, a publication whose title has a character no font has', async () => {
    const content = await resumeContentOf('scholar-owner');
    const [first, ...rest] = content.publications;
    const warnings: string[] = [];
    // an emoji: no font of the résumé has one
    const title = `${first!.title} 🚀`;
    const { pages } = await readPdf(
      await resumePdf(
        { ...content, publications: [{ ...first!, title }, ...rest] },
        { warn: (message) => warnings.push(message) },
      ),
    );
    expect(warnings.join('\n')).toContain(`${content.label}/publications.bib, entry "${first!.key}"`);
    expect(squeeze(pages.join(''))).not.toContain(squeeze(first!.title));
    for (const publication of rest) expect(squeeze(pages.join(''))).toContain(squeeze(publication.title));
  });

  it('fails naming the file and the entry of an entry longer than a page', async () => {
    const content = await resumeContentOf('sparse-owner');
    const [project] = content.projects;
    const overlong = {
      ...project!,
      description: Array.from({ length: 80 }, (_, index) => `Bullet ${index + 1} of a project told at length.`),
    };
    const failure = resumePdf({ ...content, projects: [overlong] });
    await expect(failure).rejects.toThrow(`${content.label}/projects.ts, entry 1 ("${project!.title}")`);
    await expect(failure).rejects.toThrow('too long for one page');
  });

  it('cuts a link wider than the column where the margin is, rather than running past it', async () => {
    const content = await resumeContentOf('scholar-owner');
    const [first] = content.publications;
    const href = `https://example.org/${'a-very-long-path-segment/'.repeat(12)}paper.pdf`;
    const { edges, pageSize, links } = await readPdf(
      await resumePdf({ ...content, publications: [{ ...first!, links: [{ kind: 'paper', href }] }] }),
    );
    expect(links).toContain(href);
    expect(edges[0]).toBeGreaterThanOrEqual(36);
    expect(edges[1]).toBeLessThanOrEqual(pageSize[0] - 36);
  });

  it('breaks a word wider than the column (an address) inside the margins, in every part, and cuts one of 5,000 letters short', async () => {
    const content = await resumeContentOf('sparse-owner');
    const address = `https://${'very-long-subdomain-'.repeat(6)}example.org/${'path/'.repeat(6)}`;
    const word = 'Sjøkabelovervåking'.repeat(278).slice(0, 5000);
    const [first, ...rest] = content.experience;
    const [project] = content.projects;
    const { pages, edges, pageSize } = await readPdf(
      await resumePdf({
        ...content,
        profile: { ...content.profile, name: address, jobTitle: address },
        experience: [{ ...first!, role: address, company: address, description: [word] }, ...rest],
        projects: [{ ...project!, title: address }],
        technologies: [{ name: address, icon: 'SiPython' }, ...content.technologies],
      }),
    );
    // every letter is there, in its order (the breaks add no character a reader would copy)
    const text = squeeze(pages.join(''));
    // the 5,000-letter word: its first three lines or so, then an ellipsis (a page would not hold it)
    const shown = /(Sjøkabelovervåking[^•…]*)…/.exec(text)?.[1] ?? '';
    expect(word.startsWith(shown) && shown.length > 100 && shown.length < 1000, `${shown.length} letters`).toBe(true);
    expect(text.split(squeeze(address)).length - 1, 'the address, in each of its five places').toBeGreaterThanOrEqual(
      5,
    );
    // the page's margins are 60 pt: no line reaches past them
    expect(edges[0]).toBeGreaterThanOrEqual(59);
    expect(edges[1]).toBeLessThanOrEqual(pageSize[0] - 59);
  });

  it('sets a name in any Latin script as written', async () => {
    const content = await resumeContentOf('sparse-owner');
    const name = 'Ngũgĩ Đặng Łukasz Ærøskøbing Şahin Ōtsuka Dvořák';
    const { pages } = await readPdf(await resumePdf({ ...content, profile: { ...content.profile, name } }));
    expect(squeeze(pages[0]!)).toContain(squeeze(name));
  });
});

import PDFDocument from 'pdfkit';
import { ownerProfiles } from '../../src/shared/content/networks.ts';
import { FACES } from './pdf/fonts.ts';
import { MARGIN, PAPER, RULE, SEPARATOR, SPACE, TEXT } from './pdf/style.ts';
import { type Block, type Run, Typesetter, stack } from './pdf/typesetter.ts';
import { ResumeError, type ResumeContent, shortUrl } from './resume-content.ts';
import { type ResumeCitation, type ResumeEntry, type ResumeSection, sectionBuilders } from './sections.ts';

// The résumé as a PDF that people and applicant-tracking systems both read: real text in reading
// order (name, contact line, then each section), its fonts embedded, clickable links, and its title,
// author and subject in the document's metadata. Each entry stays whole on one page, and a section's
// heading stays with its first entry.

/** The name, the job title and the contact line: the email, the site and the profiles the owner has. */
function header(type: Typesetter, content: ResumeContent): Block {
  const { profile } = content;
  const source = `${content.label}/profile.ts, profile`;
  const link = (url: string | undefined): Run[] => (url ? [{ text: shortUrl(url), link: url, source }] : []);
  const contact: Run[] = [
    ...(profile.email ? [{ text: profile.email, link: `mailto:${profile.email}`, source }] : []),
    { text: shortUrl(content.homeUrl), link: content.homeUrl, source: `${content.label}/site.ts, site` },
    ...ownerProfiles(profile.links).flatMap(({ url }) => link(url)),
  ];
  return stack([
    { block: type.paragraph({ text: profile.name, source }, TEXT.name), gap: 0 },
    { block: type.paragraph({ text: profile.jobTitle, source }, TEXT.jobTitle), gap: 1 },
    { block: type.runIn(contact, TEXT.contact), gap: 6 },
  ]);
}

function heading(type: Typesetter, text: string): Block {
  return stack([
    {
      block: type.paragraph({ text, source: 'tooling/resume/sections.ts, the section headings' }, TEXT.heading),
      gap: 0,
    },
    { block: type.rule(RULE, 0.6), gap: SPACE.headingRule },
  ]);
}

/** Title; subtitle with the period at the right margin; bullets. */
function entryBlock(type: Typesetter, entry: ResumeEntry): Block {
  const { source } = entry;
  const parts: { block: Block; gap: number }[] = [
    { block: type.paragraph({ text: entry.title, source }, TEXT.title), gap: 0 },
  ];
  if (entry.subtitle !== undefined) {
    const subtitle: Run = { text: entry.subtitle, source, ...(entry.subtitleUrl && { link: entry.subtitleUrl }) };
    const style = entry.subtitleUrl ? TEXT.link : TEXT.subtitle;
    const block =
      entry.period === undefined
        ? type.paragraph(subtitle, style)
        : type.beside(subtitle, style, { text: entry.period, source }, TEXT.subtitle);
    parts.push({ block, gap: 0 });
  }
  entry.bullets.forEach((text, index) =>
    parts.push({ block: type.bullet({ text, source }, TEXT.body), gap: index === 0 ? SPACE.withinEntry : 0 }),
  );
  return stack(parts);
}

/** Title with the year at the right margin; authors, the owner's name in bold; venue and link. */
function citationBlock(type: Typesetter, citation: ResumeCitation): Block {
  const { source } = citation;
  const parts: { block: Block; gap: number }[] = [
    {
      block: type.beside({ text: citation.title, source }, TEXT.title, { text: citation.date, source }, TEXT.subtitle),
      gap: 0,
    },
  ];
  if (citation.authors.length > 0) {
    const authors = citation.authors.map(({ text, name, owner }) => ({
      run: { text, source },
      style: owner ? TEXT.owner : TEXT.body,
      whole: name,
    }));
    parts.push({ block: type.mixed(authors), gap: SPACE.withinEntry });
  }
  const where = [
    ...(citation.venue ? [{ run: { text: citation.venue, source }, style: TEXT.subtitle }] : []),
    ...(citation.venue && citation.link ? [{ run: { text: SEPARATOR, source }, style: TEXT.subtitle }] : []),
    ...(citation.link
      ? [{ run: { text: citation.link.text, source, link: citation.link.href }, style: TEXT.link }]
      : []),
  ];
  if (where.length > 0) parts.push({ block: type.mixed(where), gap: 0 });
  return stack(parts);
}

/** The section's blocks, each kept whole on a page: its entries, its citations, or its run-in list. */
function sectionBlocks(type: Typesetter, section: ResumeSection): { block: Block; source: string }[] {
  if ('items' in section) return [{ block: type.runIn(section.items, TEXT.body), source: section.source }];
  if ('citations' in section)
    return section.citations.map((citation) => ({ block: citationBlock(type, citation), source: citation.source }));
  return section.entries.map((entry) => ({ block: entryBlock(type, entry), source: entry.source }));
}

/** Resolves with the PDF of the résumé; rejects with a ResumeError naming the entry that cannot be set. */
export async function resumePdf(content: ResumeContent): Promise<Buffer> {
  const { profile } = content;
  const doc = new PDFDocument({
    size: PAPER[profile.resumePaper ?? 'A4'],
    margin: 0,
    font: FACES.regular,
    lang: content.language,
    displayTitle: true,
    info: {
      Title: `${content.texts.resume} · ${profile.name}`,
      Author: profile.name,
      Subject: `${profile.name}, ${profile.jobTitle}`,
      Keywords: content.technologies.map(({ name }) => name).join(', '),
    },
  });
  for (const [name, file] of Object.entries(FACES)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const type = new Typesetter(doc, doc.page.width - 2 * MARGIN.side);
  const top = MARGIN.top;
  const bottom = doc.page.height - MARGIN.bottom;
  const x = MARGIN.side;

  const head = header(type, content);
  head.draw(x, top);
  let y = top + head.height;

  for (const section of sectionBuilders.flatMap((build) => build(content).section ?? [])) {
    const blocks = sectionBlocks(type, section);
    const title = heading(type, section.heading);
    blocks.forEach(({ block, source }, index) => {
      // the heading goes with the first entry; a block that cannot fit a page would be cut
      const first = index === 0;
      const needed = (first ? title.height + SPACE.afterRule : 0) + block.height;
      if (needed > bottom - top) {
        throw new ResumeError(
          `${source}: too long for one page of the résumé (${Math.ceil(needed)} pt high, a page holds ${Math.floor(bottom - top)} pt); shorten its description`,
        );
      }
      const gap = first ? SPACE.beforeSection : SPACE.betweenEntries;
      if (y + gap + needed > bottom) {
        doc.addPage();
        y = top;
      } else if (y > top) {
        y += gap;
      }
      if (first) {
        title.draw(x, y);
        y += title.height + SPACE.afterRule;
      }
      block.draw(x, y);
      y += block.height;
    });
  }
  doc.end();
  return done;
}

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLICATION_LINK_KINDS, type Publication, publicationSlug } from '../../src/shared/content/publication.ts';

// The PDFs of the owner's papers, in the content folder's papers/, each named after its entry's key
// (or the name of its page, for a key with characters a file name cannot have): the site publishes
// each beside its publication's page, and that is the entry's PDF link, the one Google Scholar reads.

/** The folder of the papers' PDFs in the content folder. */
const PAPERS_FOLDER = 'papers';

export interface PaperFiles {
  /** The publications, each with a PDF in papers/ linked to the site's copy of it. */
  publications: Publication[];
  /** Each PDF the site publishes: its file in the build ("publications/<name>/<name>.pdf") and its path on disk. */
  files: Map<string, string>;
  /** A PDF in papers/ that is no entry's. */
  warnings: string[];
}

/**
 * The publications of the content folder `dir` (named `label` in messages) with the PDFs of papers/
 * published: each entry with one gets `pdfPath` and its `pdf` link is the site's copy, at `siteUrl`
 * (the site's address, ending in "/"); the link an entry gave is replaced.
 */
export function withPaperFiles(
  { dir, label }: { dir: string; label: string },
  publications: readonly Publication[],
  siteUrl: string,
): PaperFiles {
  const folder = join(dir, PAPERS_FOLDER);
  const pdfs = existsSync(folder) ? readdirSync(folder).filter((name) => /\.pdf$/i.test(name)) : [];
  const files = new Map<string, string>();
  const used = new Set<string>();
  const published = publications.map((publication) => {
    const slug = publicationSlug(publication.key);
    const name = pdfs.find((file) => file === `${publication.key}.pdf`) ?? pdfs.find((file) => file === `${slug}.pdf`);
    if (!name) return publication;
    used.add(name);
    const pdfPath = `/publications/${slug}/${slug}.pdf`;
    files.set(pdfPath.slice(1), join(folder, name));
    const links = [
      ...publication.links.filter((link) => link.kind !== 'pdf'),
      { kind: 'pdf' as const, href: new URL(pdfPath.slice(1), siteUrl).href },
    ].sort((a, b) => PUBLICATION_LINK_KINDS.indexOf(a.kind) - PUBLICATION_LINK_KINDS.indexOf(b.kind));
    return { ...publication, links, pdfPath };
  });
  const warnings = pdfs
    .filter((name) => !used.has(name))
    .map(
      (name) =>
        `${label}/${PAPERS_FOLDER}/${name} is no entry's of publications.bib: name a paper's PDF after its entry's key (papers/<key>.pdf) and the site publishes it beside the entry's page`,
    );
  return { publications: published, files, warnings };
}

import type { Project } from './schema.ts';

// A project with a story has a page of its own: its body is the file projects/<name>.md (or .ipynb)
// in the content folder, and its page is /projects/<name> (/<language>/projects/<name> in another
// language). The name is the project's `page`, else its title in the default language made into an
// address (projectSlug). DOM-free: the build matches the files to the projects with it, and the
// home page links each card to its page with it.

/** A page's name: lower-case Latin letters and digits, words joined by single hyphens ("tram-stop-counter"). */
export const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Letters that carry no separable accent, as ASCII spells them; the others lose their accents by
 * Unicode's decomposition (NFKD): "é" is "e" and a combining acute, "ﬁ" is "fi".
 */
const SPELLED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ŋ: 'ng',
};

/**
 * A title as a page's name: lower case, accents dropped ("Zürich" → "zurich", "Ólafsdóttir" →
 * "olafsdottir", "Straße" → "strasse"), apostrophes dropped, every run of other characters one hyphen:
 * "Brain Tumour Detection from MRI" → "brain-tumour-detection-from-mri", "C++ / Rust: a Parser" →
 * "c-rust-a-parser". Undefined when the title has a letter or digit outside the Latin alphabet
 * (Arabic, Chinese, Cyrillic, Greek…), which no address could spell without guessing a
 * transliteration, or none at all: such a project names its page itself (`page` in projects.ts).
 */
export function projectSlug(title: string): string | undefined {
  const folded = [...title.normalize('NFKD').toLowerCase()]
    .map((character) => SPELLED[character] ?? character)
    .join('')
    .replace(/\p{M}+/gu, '');
  if (/[^a-z0-9\P{L}]|[^0-9\P{N}]/u.test(folded)) return undefined;
  const slug = folded
    // an apostrophe joins its word ("Katrín's" is one word, "katrins")
    .replace(/['’ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? undefined : slug;
}

/** The name of a project's page: its `page`, else its title's (undefined: a title no address spells). */
export const projectPageName = (project: Pick<Project, 'title' | 'page'>): string | undefined =>
  project.page ?? projectSlug(project.title);

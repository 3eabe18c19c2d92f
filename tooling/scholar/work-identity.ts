// What tells two records of a paper are the same paper: its DOI (case does not matter in a DOI), or
// its title and year, the title compared without case, accents, markup or punctuation ("Graph
// Kernels for {Air-Quality} Forecasting" and "Graph kernels for air quality forecasting." are one
// title; "Graph Kernel for Air-Quality Forecasting" is another).

/** A DOI without the forms around it ("https://doi.org/…", "doi:…"); undefined for anything that is not one. */
export function bareDoi(text: string | undefined | null): string | undefined {
  const doi = text
    ?.trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '')
    .trim();
  return doi && /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : undefined;
}

/** A DOI as two records of one paper write it alike. */
export const doiKey = (doi: string) => doi.toLowerCase();

/** The arXiv identifier of an arXiv DOI (10.48550/arXiv.2403.01234); undefined for another DOI. */
export const arxivOfDoi = (doi: string): string | undefined => /^10\.48550\/arxiv\.(.+)$/i.exec(doi)?.[1];

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text without the markup some records carry in a title (<i>, <sub>, JATS's <jats:p>) and with its entities read. */
export function withoutMarkup(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Accents of letters of the Latin, Greek and Cyrillic scripts (a kana's or a Devanagari letter's marks make another letter). */
const ACCENTS = /(?<=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]\p{M}*)\p{M}/gu;

/** A title as two records of one paper write it alike: lower case, accents off, its words' letters and digits only. */
export const titleKey = (title: string): string =>
  withoutMarkup(title)
    .normalize('NFKD')
    .replace(ACCENTS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();

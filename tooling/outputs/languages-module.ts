import { pageFallbacks, pageWords } from '../i18n/page-words.ts';
import type { SiteModel } from '../model/site-model.ts';

/** How a generated module imports a file: its path in forward slashes, quoted. */
const specifier = (path: string) => JSON.stringify(path.replaceAll('\\', '/'));

/**
 * `virtual:languages`: each language of the site with its texts (the catalogues it comes from,
 * imported as modules: a text that counts is a function), the owner's words in it, the fields its
 * translation left out, its drawn files and the site's languages named in it. The search's texts only
 * on a site with search: one without ships none of them; the education section's and the citation
 * counts' only on a site with them.
 */
export function languagesModule(model: SiteModel): string {
  const imports: string[] = [];
  const lines = ['const languages = [];'];
  const sectionTexts = model.content.education.length > 0 || model.citationCounts !== undefined;
  for (const [index, language] of model.languages.entries()) {
    // a catalogue's module whole: an owner's that changes none of the search's texts exports no `search`
    language.textsFiles.forEach(({ path }, part) =>
      imports.push(`import * as texts${index}_${part} from ${specifier(path)};`),
    );
    const parts = language.textsFiles.map((_, part) => `texts${index}_${part}`);
    const texts = `{ ${parts.map((part) => `...${part}.default`).join(', ')} }`;
    const search = `{ ${parts.map((part) => `...${part}.search`).join(', ')} }`;
    const resumeSections = `{ ${parts.map((part) => `...${part}.resumeSections`).join(', ')} }`;
    const words = pageWords(language.words);
    const fields = {
      tag: language.tag,
      prefix: language.prefix,
      dir: language.dir,
      names: language.names,
      resumePdf: language.resumePdf,
      previewImage: { file: language.previewImage.file, alt: language.previewImage.alt },
    };
    lines.push(
      `languages.push({ ...${JSON.stringify(fields)}, texts: ${texts},${model.search ? ` searchTexts: ${search},` : ''}${sectionTexts ? ` resumeSectionTexts: ${resumeSections},` : ''} words: ${JSON.stringify(words)}, fallbacks: new Set(${JSON.stringify(pageFallbacks(language.fallbacks))}) });`,
    );
  }
  lines.push('export { languages };', '');
  return [...imports, ...lines].join('\n');
}

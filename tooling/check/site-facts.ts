import { resolveBasePath } from '../../src/shared/base-path.ts';
import { networks } from '../../src/shared/content/networks.ts';
import { onHome } from '../../src/shared/content/lists-on-home.ts';
import { projectPageName } from '../../src/shared/content/project-page.ts';
import { iconId } from '../../src/shared/icons/icon-id.ts';
import { iconNames, publicationIconNames, searchIconNames } from '../../src/shared/icons/icon-names.ts';
import type { SiteModel } from '../model/site-model.ts';
import type { FactText, SiteFacts } from './site-facts-types.ts';

// What the owner's check (the particle-portfolio-check package) knows of the site it tests, as JSON:
// the owner's files as they wrote them (the default language's content, each other language's
// translation files and texts), their posts, their publications as the build reads them, where the
// site lives and under which path the build put it, and the template's lists its pages draw from
// (the networks, the icons). The check derives what each page must show from these, by the spec.

/** One character of Unicode's private use area, followed by the argument's place: no text of a catalogue has it. */
const argument = (place: number) => `\uE000${place}\uE001`;

/**
 * A catalogue's texts as JSON: its strings, its texts of words as parts around their arguments, and the texts that
 * count at the numbers `counts` names. A text whose words come out as no number ("NaN posts" for a count given a
 * word) counts: it is left out unless `counts` names it.
 */
function jsonTexts(texts: object, counts: Record<string, readonly number[]>): Record<string, FactText> {
  const out: Record<string, FactText> = {};
  for (const [name, text] of Object.entries(texts)) {
    if (typeof text === 'string') out[name] = text;
    if (typeof text !== 'function') continue;
    const numbers = counts[name];
    if (numbers) {
      out[name] = { counts: Object.fromEntries(numbers.map((count) => [count, String(text(count))])) };
      continue;
    }
    const written = String(text(...Array.from({ length: text.length }, (_, place) => argument(place))));
    if (written.includes('NaN')) continue;
    out[name] = {
      words: written
        .split(/\uE000(\d+)\uE001/)
        .map((part, index) => (index % 2 === 1 ? Number(part) : part))
        .filter((part) => part !== ''),
    };
  }
  return out;
}

/** The facts of the site the model read, built under the path its context names (BASE_PATH) or its address's. */
export function siteFacts(model: SiteModel): SiteFacts {
  const { content, context, publications } = model;
  const posts = model.posts.filter((post) => !post.draft);
  const counts = {
    readingTime: [...new Set(posts.map((post) => post.readingMinutes))],
    showAllAuthors: [...new Set(publications.map((publication) => publication.authors.length))],
  };
  return {
    url: content.site.url,
    base: resolveBasePath(content.site.url, context.basePath),
    contentLabel: context.contentLabel,
    contentDir: context.contentDir,
    content,
    languages: model.languages.map(({ tag, prefix, dir, translation, texts, resumeSectionTexts }) => ({
      tag,
      prefix,
      dir,
      translation,
      texts: jsonTexts(texts, counts),
      resumeSectionTexts: jsonTexts(resumeSectionTexts, counts),
    })),
    posts: posts.map(({ file, slug, language, title, readingMinutes }) => ({
      file,
      slug,
      language,
      title,
      readingMinutes,
    })),
    projectPageNames: content.projects.map((project) => projectPageName(project) ?? null),
    publications,
    onHome: { news: onHome(content.site, 'news'), talks: onHome(content.site, 'talks') },
    networks: networks.map(({ field, label, icon }) => ({ field, label, icon })),
    icons: {
      ids: Object.fromEntries(iconNames.map((name) => [name, iconId(name)])),
      publications: publicationIconNames,
      search: searchIconNames,
    },
    slots: {
      components: Object.keys(model.slots.components),
      head: model.slots.head,
      stylesheet: model.slots.stylesheet?.text ?? null,
    },
  };
}

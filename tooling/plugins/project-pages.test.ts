// @module-tag project-pages
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { inFolder, languageFolders, projectStories } from '../../tests/support/project-stories';
import { site } from '../../tests/support/site-content';
import { posts } from './posts';
import { projectPages } from './project-pages';

// The plugin's hooks called as Vite calls them, on the content under test: what it serves is what
// the content's projects/ folder holds.

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const fail = (message: string): never => {
  throw new Error(message);
};
const context = { error: fail, warn: () => {} };
const tags = site.languages ?? ['en'];

async function started() {
  const postsPlugin = posts({ stop: fail });
  const plugin = projectPages(postsPlugin.api, { stop: fail });
  const config = { root: process.cwd(), command: 'build', base: '/', build: {} } as ResolvedConfig;
  (postsPlugin.configResolved as Hook).call(context, config);
  (plugin.configResolved as Hook).call(context, config);
  await (postsPlugin.buildStart as Hook).call(context);
  await (plugin.buildStart as Hook).call(context);
  const load = async (id: string) => {
    const resolved = ((plugin.resolveId as Hook).call(context, id) as string | undefined) ?? id;
    return (await (plugin.load as Hook).call(context, resolved)) as string | undefined;
  };
  return { plugin, load };
}

describe("the project pages plugin, on the content's stories", () => {
  it('lists each project that has a story, and loads the stories only when there is one', async () => {
    const { load } = await started();
    const entry = (await load('virtual:project-pages-entry')) ?? '';
    const pages = projectStories.map(({ index, name }) => ({ index, slug: name }));
    expect(entry).toContain(`export const hasProjectPages = ${pages.length > 0};`);
    const listed = JSON.parse(/export const projectPages = (.*);/.exec(entry)?.[1] ?? 'null') as typeof pages;
    expect([...listed].sort((a, b) => a.index - b.index)).toEqual(pages);
    if (pages.length === 0) expect(entry).toContain('export const importProjectPages = undefined;');
    else expect(entry).toContain('import("virtual:project-pages")');
  });

  it("serves each story in each language it is written in, as a module of its own with the story's HTML", async () => {
    const { load } = await started();
    const index = (await load('virtual:project-pages')) ?? '';
    const keys = [...index.matchAll(/^ {2}"([^"]+)": \(\) => import\("([^"]+)"\)/gm)];
    const expected = projectStories.flatMap(({ name, folders }) =>
      folders.map((folder) => `${tags[languageFolders.indexOf(folder)]}/${name}`),
    );
    expect(keys.map(([, key]) => key).sort()).toEqual(expected.sort());
    for (const story of projectStories) {
      const [, , module] = keys.find(([, key]) => key === `${tags[0]}/${story.name}`) ?? [];
      const code = (await load(module ?? '')) ?? '';
      expect(code, story.name).toMatch(/^export default /m);
      for (const heading of story.headings) expect(code, `${story.name}: ${heading}`).toContain(heading);
    }
  });

  it('gives the words of every page in every language, for the search: its address, title, headings and text', async () => {
    const { plugin } = await started();
    const pages = await plugin.api.pages();
    expect(pages.map(({ path }) => path).sort()).toEqual(
      languageFolders
        .flatMap((folder) => projectStories.map(({ name }) => inFolder(folder, `/projects/${name}`)))
        .sort(),
    );
    for (const story of projectStories) {
      const page = pages.find(({ path }) => path === `/projects/${story.name}`);
      expect(page, story.name).toMatchObject({
        language: tags[0],
        title: story.project.title,
        storyLanguage: tags[0],
        technologies: story.project.technologies,
      });
      expect(page?.headings.map(({ text }) => text)).toEqual(story.headings);
      expect(page?.headings.every(({ id }) => /^[\p{Ll}\p{N}-]+$/u.test(id))).toBe(true);
      expect(page?.text.length).toBeGreaterThan(0);
      // a language without a translation shows (and finds) the default language's story
      languageFolders.slice(1).forEach((folder, place) => {
        const translated = pages.find(({ path }) => path === inFolder(folder, `/projects/${story.name}`));
        expect(translated?.language).toBe(tags[place + 1]);
        expect(translated?.storyLanguage).toBe(story.folders.includes(folder) ? tags[place + 1] : tags[0]);
      });
    }
  });
});

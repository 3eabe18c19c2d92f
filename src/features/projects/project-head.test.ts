// @module-tag project-pages
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
// @vitest-environment node
// (rendered as the prerender renders a page, in Node)
import { describe, expect, it } from 'vitest';
import { prerenderedPaths, render } from '@/entry-server';
import { defaultLanguage, languages, loadLanguage } from '@/ui/language';
import { inFolder, projectStories } from '../../../tests/support/project-stories';
import { pageUrl, profile } from '../../../tests/support/site-content';

// The head of each project's page, as its route declares it for the prerender: what it says of the
// project comes from the project's entry (in the page's language), what it links from the content.

const wholeLanguages = await Promise.all(languages.map(loadLanguage));
const pages = projectStories.flatMap((story) =>
  wholeLanguages.map((language) => ({ story, language, path: inFolder(language.prefix, `/projects/${story.name}`) })),
);

describe("a project's page", () => {
  it('is prerendered in every language, and no page is prerendered for a project without a story', () => {
    const projectPaths = prerenderedPaths.filter((path) => /\/projects\//.test(path));
    expect(projectPaths.sort()).toEqual(pages.map(({ path }) => path).sort());
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s: titled and described by its project, with its picture, author and code as structured data',
    async (path, { story, language }) => {
      const { head } = await render(path);
      // the project and the owner as the page's language words them (the content itself in the default language)
      const { project, owner } =
        language.tag === defaultLanguage.tag
          ? { project: story.project, owner: profile }
          : { project: language.words.projects[story.index]!, owner: language.words.profile };
      const description = project.description[0] ?? language.texts.projectBy(project.title, owner.name);
      expect(head).toMatchObject({ title: `${project.title} · ${owner.name}`, description, ogType: 'article' });
      const raster = story.project.image !== undefined && !/\.svg$/i.test(story.project.image);
      if (raster)
        expect(head.image).toMatchObject({
          url: expect.stringMatching(new RegExp(`^${pageUrl('/')}`)),
          alt: language.texts.projectPicture(project.title),
        });
      else expect(head.image).toBeUndefined();
      expect(head.jsonLd).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': story.project.github ? 'SoftwareSourceCode' : 'CreativeWork',
          name: project.title,
          description,
          url: pageUrl(path),
          mainEntityOfPage: pageUrl(path),
          inLanguage: language.tag,
          author: { '@type': 'Person', name: owner.name, url: pageUrl(language.prefix ? `/${language.prefix}` : '/') },
          ...(story.project.technologies.length > 0 && { keywords: story.project.technologies.join(', ') }),
          ...(raster && { image: head.image?.url }),
          ...(story.project.github && { codeRepository: story.project.github }),
        },
      ]);
    },
  );
});

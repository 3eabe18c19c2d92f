import type { Project } from '@/shared/content/schema';
import { pageTitle } from '@/shared/page-title';
import { contentImage } from '@/ui/content-images';
import { type Language, languagePath } from '@/ui/language';
import type { PageHead } from '@/ui/page-head';
import type { HeadOfRoute } from '@/ui/page-route';
import { projectPagePath } from '@/ui/project-pages';
import { absoluteUrl, siteUrl } from '@/ui/site-paths';
import type { ProjectPageData } from './project-loader';

/** What the page says of the project in one sentence: its description's first line, else whose project it is. */
const descriptionOf = (project: Project, language: Language) =>
  project.description[0] ?? language.texts.projectBy(project.title, language.words.profile.name);

/**
 * The project's own picture for link previews, when it is a raster image (JPEG, PNG, WebP, AVIF: its
 * JPEG or PNG, which every preview reads); an SVG, or no picture, leaves the site's preview image.
 */
function previewImage(project: Project, language: Language): PageHead['image'] {
  if (!project.image) return undefined;
  const picture = contentImage(project.image);
  if (picture.width === undefined || picture.height === undefined) return undefined;
  return {
    url: absoluteUrl(picture.src),
    width: picture.width,
    height: picture.height,
    alt: language.texts.projectPicture(project.title),
  };
}

/**
 * The project for search engines: its code (SoftwareSourceCode) when it links a repository, else a
 * work of the owner's (CreativeWork), with what the page shows of it.
 */
function projectJsonLd(
  project: Project,
  url: string,
  language: Language,
  image: PageHead['image'],
): Record<string, unknown> {
  const { profile } = language.words;
  return {
    '@context': 'https://schema.org',
    '@type': project.github ? 'SoftwareSourceCode' : 'CreativeWork',
    name: project.title,
    description: descriptionOf(project, language),
    url,
    mainEntityOfPage: url,
    inLanguage: language.tag,
    author: { '@type': 'Person', name: profile.name, url: siteUrl(languagePath(language, '/')) },
    ...(project.technologies.length > 0 && { keywords: project.technologies.join(', ') }),
    ...(image && { image: image.url }),
    ...(project.github && { codeRepository: project.github }),
  };
}

/** A project's page: its title, description, own preview picture and structured data. */
export const projectHead: HeadOfRoute = ({ data, language }) => {
  const page = data as ProjectPageData | undefined;
  const project = page && language.words.projects[page.index];
  // no data: a chunk that did not arrive (its error screen titles itself)
  if (!page || !project) return { title: pageTitle(language.words, language.texts.projects) };
  const image = previewImage(project, language);
  return {
    title: pageTitle(language.words, project.title),
    description: descriptionOf(project, language),
    ogType: 'article',
    ...(image && { image }),
    properties: [['article:author', siteUrl(languagePath(language, '/'))]],
    jsonLd: [projectJsonLd(project, siteUrl(projectPagePath(language, page.slug)), language, image)],
    ...(page.stylesheets.length > 0 && { stylesheets: page.stylesheets }),
  };
};

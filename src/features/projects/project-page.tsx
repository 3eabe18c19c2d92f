import { hasProjectPages } from 'virtual:project-pages-entry';
import { Link } from 'react-router-dom';
import { ChipList } from '@/ui/chip-list';
import { ContentPicture } from '@/ui/content-picture';
import { ExternalLink } from '@/ui/external-link';
import { Icon } from '@/ui/icon';
import { defaultLanguageMark, fallbackMark, languagePath, useLanguage } from '@/ui/language';
import { PageContainer } from '@/ui/page-container';
import { usePageData } from '@/ui/page-data';
import { RenderedHtml } from '@/ui/rendered-html';
import type { PageModule } from '@/ui/page-route';
import { projectHead } from './project-head';
import { loadProjectPage, type ProjectPageData } from './project-loader';
import { phrased } from '@/ui/phrases';

/**
 * A project's page: its picture, title, description, technologies and repository, as its card and
 * dialog show them, then its story (rendered and sanitized at build time). Words the page's language
 * has no translation of are marked with the default language's.
 */
function ProjectPage() {
  const page = usePageData<ProjectPageData>();
  const language = useLanguage();
  const { texts } = language;
  const project = language.words.projects[page.index];
  if (!project) throw new Error(`projects.ts has no entry ${page.index + 1}`);
  const mark = (field: string) => fallbackMark(language, `projects.${page.index}.${field}`);
  return (
    <PageContainer>
      <article className="mx-auto max-w-3xl rounded-2xl border border-line bg-card p-6 sm:p-10">
        <Link
          to={{ pathname: languagePath(language, '/'), hash: '#projects' }}
          className="inline-block rounded-md text-sm font-medium text-accent hover:underline"
        >
          {texts.backToProjects}
        </Link>
        <header className="border-b border-line py-8">
          {project.image && (
            <div className="mb-8 aspect-video overflow-hidden rounded-xl bg-chip">
              {/* the page's first picture, likely its largest paint: loaded at once; the title says what it is */}
              <ContentPicture
                name={project.image}
                sizes="(min-width: 768px) 43rem, calc(100vw - 5rem)"
                alt=""
                loading="eager"
                fetchPriority="high"
                decoding="async"
                width={640}
                height={360}
                className="size-full object-cover"
              />
            </div>
          )}
          <h1
            {...mark('title')}
            className="text-3xl font-bold tracking-tight text-fg-strong hyphens-auto wrap-anywhere sm:text-4xl"
          >
            {__PHRASES__ ? phrased(project.title) : project.title}
          </h1>
          {project.description.length > 0 && (
            <ul
              {...mark('description')}
              className="mt-4 list-disc space-y-1 ps-5 leading-relaxed text-muted hyphens-auto wrap-anywhere marker:text-accent"
            >
              {project.description.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
          )}
          <ChipList items={project.technologies} label={texts.technologiesUsed} className="mt-4" />
          {project.github && (
            <ExternalLink
              href={project.github}
              className="mt-4 inline-flex w-fit items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-fg-strong transition-colors hover:bg-chip"
            >
              <Icon name="github" className="print:hidden" />
              {` ${texts.viewOnGitHub}`}
            </ExternalLink>
          )}
        </header>
        <RenderedHtml
          html={page.html}
          className="mt-8"
          {...(page.translated ? undefined : defaultLanguageMark(language))}
        />
      </article>
    </PageContainer>
  );
}

/** The page of a project with a story (its story in a chunk of its own); a site without one has none of its code. */
export const projectPage: PageModule | undefined = hasProjectPages
  ? { load: loadProjectPage, Component: ProjectPage, head: projectHead }
  : undefined;

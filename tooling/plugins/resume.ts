import { underBase } from '../../src/shared/base-path.ts';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { GENERATED_RESUME, jsonResumeFile, resumeFileIn } from '../../src/shared/resume-file.ts';
import { resumeFallback } from '../i18n/drawn-files.ts';
import { siteLanguages } from '../i18n/site-languages.ts';
import { siteTextsOf } from '../i18n/site-texts-of.ts';
import { translationOf } from '../i18n/translation-of.ts';
import { contentFolder, contentLabel } from '../content/folder.mjs';
import { loadContent } from '../content/load-content.ts';
import { stopOnProblem } from '../content/stop-on-problem.ts';
import { jsonResumeText, ownResumeContent } from '../resume/own-resume.ts';
import { neededResumeSectionTexts } from '../resume/resume-section-texts.ts';
import type { PublicationsApi } from './publications.ts';

const CONTENT_TYPES: Record<string, string> = { '.pdf': 'application/pdf', '.json': 'application/json' };

/**
 * The résumé files, by path from the site's root: resume.json always (the content as a JSON Resume),
 * and the PDF the profile asks for, generated from the content or the owner's own file. Each other
 * language of the site gets its own in its folder ("pt-br/resume.json"), from the translated words
 * and that language's texts (headings, citations); the PDF in each language its typesetter and font
 * can set, the others linking the default language's (see resumeFileIn).
 */
async function makeResumeFiles(
  base: string,
  api: PublicationsApi,
  warn: (message: string) => void,
): Promise<Record<string, string | Uint8Array>> {
  const publications = await api.publications();
  const content = await loadContent();
  const files: Record<string, string | Uint8Array> = {};
  const { resume } = content.profile;
  for (const place of siteLanguages(content.site)) {
    const needs = { resumeSections: neededResumeSectionTexts(content) };
    const { texts, resumeSectionTexts } = await siteTextsOf(place.tag, place.written, needs);
    const language = { ...place, resumePdf: !place.prefix || resumeFallback(place, texts) === undefined };
    const words = language.prefix ? (await translationOf(content, language.tag)).words : content;
    const defaults = language.prefix ? { defaults: content } : {};
    const citations = await api.citations(language.tag);
    const written = ownResumeContent(
      { ...content, ...words },
      {
        publications,
        base,
        label: contentLabel(),
        language: { ...language, texts: { ...texts, ...resumeSectionTexts }, citations, ...defaults },
      },
    );
    files[jsonResumeFile(language)] = jsonResumeText(written);
    const pdf = resumeFileIn(language, resume);
    // the typesetter is loaded only by a build that makes the PDF
    if (resume === GENERATED_RESUME && pdf && !(pdf in files))
      files[pdf] = await (await import('../resume/resume-pdf.ts')).resumePdf(written, { warn });
  }
  if (resume && resume !== GENERATED_RESUME) files[resume] = readFileSync(join(contentFolder(), resume));
  return files;
}

/**
 * Writes the résumé files into the build and serves them from the dev server, with the publications
 * the publications plugin has read. An entry longer than a page fails the build with the file and the
 * entry; an entry with a character none of the PDF's fonts has is left out of it, with a warning.
 */
export function resumeFiles(publications: PublicationsApi): Plugin {
  let base = '/';
  const isContentError = (error: unknown): error is Error => error instanceof Error && error.name === 'ResumeError';
  return {
    name: 'resume-files',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const started = performance.now();
      try {
        const { logger } = this.environment;
        const written = Object.entries(await makeResumeFiles(base, publications, (message) => logger.warn(message)));
        for (const [fileName, source] of written) this.emitFile({ type: 'asset', fileName, source });
        // what the résumé costs the build, beside what it writes
        const sizes = written.map(([fileName, source]) => `${fileName} (${(source.length / 1024).toFixed(1)} kB)`);
        this.environment.logger.info(
          `résumé: ${sizes.join(', ')} in ${((performance.now() - started) / 1000).toFixed(2)} s`,
        );
      } catch (error) {
        // the owner's lines, not the bundler's stack trace
        if (isContentError(error)) stopOnProblem(`Résumé: ${error.message}`);
        throw error;
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const name = underBase(base, path) ?? '';
        // the résumé files are at the site's root or in a language's folder: the app's own modules (/src/…) are never
        // generated
        const type = CONTENT_TYPES[extname(name)];
        if (!/^([a-z0-9-]+\/)?[\w.-]+$/i.test(name) || type === undefined) return next();
        makeResumeFiles(base, publications, (message) => server.config.logger.warn(message))
          .then((files) => {
            const file = files[name];
            if (file === undefined) return next();
            res.setHeader('Content-Type', type);
            res.end(file);
          })
          .catch(next);
      });
    },
  };
}

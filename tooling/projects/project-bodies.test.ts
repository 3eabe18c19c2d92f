import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Project } from '../../src/shared/content/schema';
import { validateContent, type ContentFiles } from '../content/validate-content';
import { siteLanguages } from '../i18n/site-languages';
import { projectBodies } from './project-bodies';
import { readProjectStories } from './read-project-stories';

// The projects' stories matched to their projects, on a content folder of the test's own: each
// problem names the file, or the entry and its field, as the content's other checks do.

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A content folder whose projects/ holds `files` (name → text). */
function contentWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'stories-'));
  folders.push(dir);
  mkdirSync(join(dir, 'projects'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'projects', name), text);
  return dir;
}

const project = (title: string, more: Partial<Project> = {}): Project => ({
  title,
  description: [],
  technologies: [],
  ...more,
});
const projects = [project('Brain Tumour Detection from MRI'), project('Melody Generator')];
/** With a project that names its page. */
const withNamed = [projects[0]!, project('Zero-Knowledge Cloud Storage', { page: 'zerovault' }), projects[1]!];
const english = siteLanguages({ languages: ['en'] });
const twoLanguages = siteLanguages({ languages: ['en', 'pt-BR'] });
const match = (files: Record<string, string>, languages = english, list: readonly Partial<Project>[] = projects) =>
  projectBodies(contentWith(files), 'src/content', list, languages);

describe("the projects' stories", () => {
  it('are matched to the project named by their file: its title in lower case with hyphens, or its page', () => {
    const { bodies, errors } = match(
      { 'brain-tumour-detection-from-mri.md': 'Text.', 'zerovault.ipynb': '{}', 'notes.txt': 'not a story' },
      english,
      withNamed,
    );
    expect(errors).toEqual([]);
    expect(bodies.map(({ slug, index, language, file }) => ({ slug, index, tag: language.tag, file }))).toEqual([
      {
        slug: 'brain-tumour-detection-from-mri',
        index: 0,
        tag: 'en',
        file: 'src/content/projects/brain-tumour-detection-from-mri.md',
      },
      { slug: 'zerovault', index: 1, tag: 'en', file: 'src/content/projects/zerovault.ipynb' },
    ]);
  });

  it('are none without a projects folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stories-'));
    folders.push(dir);
    expect(projectBodies(dir, 'src/content', projects, english)).toEqual({ bodies: [], errors: [] });
  });

  it('take a translation named after a language of the site, beside the story in the default language', () => {
    const { bodies, errors } = match(
      { 'melody-generator.md': 'Text.', 'melody-generator.pt-br.md': 'Texto.' },
      twoLanguages,
    );
    expect(errors).toEqual([]);
    expect(bodies.map(({ slug, language }) => `${language.tag}/${slug}`)).toEqual([
      'en/melody-generator',
      'pt-BR/melody-generator',
    ]);
  });

  it('stop the build on a story no project is named by, naming the file and the project it likely means', () => {
    expect(match({ 'brain-tumor-detection-from-mri.md': 'Text.' }).errors).toEqual([
      'src/content/projects/brain-tumor-detection-from-mri.md: no project\'s page is "brain-tumor-detection-from-mri" (its title in lower case with hyphens, or its field "page"): did you mean the project "Brain Tumour Detection from MRI" (brain-tumour-detection-from-mri.md)?',
    ]);
    // a project that names its page is known by that name only
    expect(
      match({ 'zero-knowledge-cloud-storage.md': 'Text.', 'zerovault.md': 'Text.' }, english, withNamed).errors,
    ).toEqual([
      'src/content/projects/zero-knowledge-cloud-storage.md: no project\'s page is "zero-knowledge-cloud-storage" (its title in lower case with hyphens, or its field "page"): the projects\' stories are named brain-tumour-detection-from-mri.md, zerovault.md, melody-generator.md',
    ]);
  });

  it('tell the owner of a project titled in another alphabet to name its page', () => {
    const { errors } = match({ 'fitness-rag.md': 'Text.' }, english, [project('RAG для фитнеса')]);
    expect(errors).toEqual([
      'src/content/projects/fitness-rag.md: no project\'s page is "fitness-rag" (its title in lower case with hyphens, or its field "page"): projects.ts has no project; a project whose title is not in Latin letters names its page itself (page: \'fitness-rag\' in projects.ts)',
    ]);
    expect(
      match({ 'fitness-rag.md': 'Text.' }, english, [project('RAG для фитнеса', { page: 'fitness-rag' })]).errors,
    ).toEqual([]);
  });

  it('stop the build on a file named after no language of the site, and on a translation without its story', () => {
    expect(match({ 'melody-generator.md': 'Text.', 'melody-generator.fr.md': 'Texte.' }, twoLanguages).errors).toEqual([
      'src/content/projects/melody-generator.fr.md: "fr" is no language of the site; a project\'s story is named after its language, one of en (<name>.md), pt-BR (<name>.pt-br.md)',
    ]);
    const { bodies, errors } = match({ 'melody-generator.pt-br.md': 'Texto.' }, twoLanguages);
    expect(errors).toEqual([
      'src/content/projects/melody-generator.pt-br.md: a translation of a story that is not there: write src/content/projects/melody-generator.md (the page in en) too',
    ]);
    expect(bodies).toEqual([]);
  });

  it('stop the build on a page two projects name and on two files of one story; a page named before its story is written is none yet', () => {
    expect(match({}, english, withNamed)).toEqual({ bodies: [], errors: [] });
    const twice = [project('A', { page: 'shared' }), project('B', { page: 'shared' })];
    expect(match({ 'shared.md': 'Text.' }, english, twice).errors).toEqual([
      'src/content/projects.ts, entry 2 ("B"), field "page": "shared" is also the page of entry 1 ("A")',
      'src/content/projects/shared.md: entry 1 ("A") and entry 2 ("B") of projects.ts both have the page "shared"; give one of them its own: page: \'…\'',
    ]);
    expect(match({ 'melody-generator.md': 'Text.', 'melody-generator.ipynb': '{}' }).errors).toEqual([
      'src/content/projects/melody-generator.md: the same story as src/content/projects/melody-generator.ipynb; keep one of the two',
    ]);
  });

  it('are checked with the rest of the content when the site is built', () => {
    const dir = contentWith({ 'melody-generater.md': 'Text.' });
    const content: ContentFiles = {
      site: { url: 'https://example.com' },
      profile: {},
      experience: [],
      research: [],
      projects,
      technologies: [],
      blog: {},
    };
    expect(validateContent(content, { dir, label: 'src/content' })).toContain(
      'src/content/projects/melody-generater.md: no project\'s page is "melody-generater" (its title in lower case with hyphens, or its field "page"): did you mean the project "Melody Generator" (melody-generator.md)?',
    );
  });
});

describe("a story's text", () => {
  it('is its Markdown without front matter, or its notebook, each problem naming the file', () => {
    const dir = contentWith({
      'melody-generator.md': '---\ntitle: Melody\n---\nText.',
      'brain-tumour-detection-from-mri.md': 'Some *text*.',
      'zerovault.ipynb': '{ "cells": [] }',
    });
    const { bodies } = projectBodies(dir, 'src/content', withNamed, english);
    const { stories, errors } = readProjectStories(bodies);
    expect(stories.map(({ source }) => source.body)).toEqual(['Some *text*.']);
    expect(errors).toEqual([
      "src/content/projects/melody-generator.md: a project's story has no front matter (its title, technologies and links are the project's, in projects.ts): start with its text",
      expect.stringMatching(/^src\/content\/projects\/zerovault\.ipynb: not an nbformat 4 notebook: /),
      expect.stringMatching(/^src\/content\/projects\/zerovault\.ipynb: not an nbformat 4 notebook: /),
      expect.stringMatching(/^src\/content\/projects\/zerovault\.ipynb: not an nbformat 4 notebook: /),
    ]);
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWNERS, type Owner, resumeContentOf } from '../../tests/support/content-owners';
import { readPublications } from '../publications/read-publications';
import { jsonResume } from '../resume/json-resume';
import { contentFromJsonResume } from './content-from-json-resume';
import { type JsonResumeInput, schemaProblems } from './json-resume-input';

/** The publications of a publications.bib text, read as the build reads the file. */
async function publicationsOf(bib: string | undefined, owner: Parameters<typeof readPublications>[1]) {
  if (bib === undefined) return [];
  const dir = mkdtempSync(join(tmpdir(), 'import-'));
  try {
    writeFileSync(join(dir, 'publications.bib'), bib);
    const { publications, errors } = await readPublications({ dir, label: dir }, owner);
    expect(errors).toEqual([]);
    return publications;
  } finally {
    rmSync(dir, { recursive: true });
  }
}

describe.each(Object.keys(OWNERS) as Owner[])('the resume.json the build writes for %s, imported', (owner) => {
  it('gives back the content it was written from, and leaves nothing to do', async () => {
    const content = await resumeContentOf(owner);
    // as the file is read: through JSON
    const resume = JSON.parse(JSON.stringify(jsonResume(content))) as JsonResumeInput;
    expect(schemaProblems(resume)).toEqual([]);
    const imported = contentFromJsonResume(resume, 'resume.json');
    const { site, profile, experience, research, projects, technologies, blog } = content;
    expect(imported.content).toMatchObject({ site, profile, experience, research, projects, technologies, blog });
    expect(imported.content.profile).toEqual(profile);
    expect(await publicationsOf(imported.content.publicationsBib, profile)).toEqual(content.publications);
    expect(imported.todo).toEqual([]);
  });
});

describe('a JSON Resume written by another tool, imported', () => {
  const resume = JSON.parse(
    readFileSync('tests/fixtures/json-resume/family-name-first.json', 'utf8'),
  ) as JsonResumeInput;
  const { content, todo, notes } = contentFromJsonResume(resume, 'resume.json');

  it('is valid against the JSON Resume schema', () => {
    expect(schemaProblems(resume)).toEqual([]);
  });

  it('gives the profile: name, label as job title and tagline, summary as welcome, email, and every profile', () => {
    expect(content.profile).toMatchObject({
      name: 'Nguyễn Thị Minh Châu',
      jobTitle: 'Machine Learning Engineer',
      tagline: 'Machine Learning Engineer',
      welcome: 'I train and ship speech and language models for Vietnamese and other low-resource languages.',
      email: 'chau.nguyen@example.com',
      links: {
        linkedin: 'https://www.linkedin.com/in/chau-nguyen-example',
        github: 'https://github.com/chau-ng-example',
        // Twitter is X now; a network the site has no field for is kept under its name
        x: 'https://twitter.com/chau_ml_example',
        other: [{ name: 'Codeforces', url: 'https://codeforces.com/profile/chau_ng_example' }],
      },
      resume: 'generated',
    });
    expect(content.site).toEqual({ url: 'https://chau-nguyen.example.com/' });
    expect(notes.join('\n')).not.toContain('left out (it has no url)');
  });

  it('writes ISO dates as periods, highlights (or the summary) as the description, research positions apart', () => {
    expect(content.experience).toEqual([
      {
        period: 'Mar 2023 - Present',
        role: 'Senior Machine Learning Engineer',
        company: 'Lotus Speech Labs',
        description: [
          'Led the Vietnamese speech recogniser from research to production, 11% lower word error rate.',
          'Built the evaluation harness every model release goes through.',
        ],
        technologies: [],
      },
      {
        period: 'Jul 2020 - Feb 2023',
        role: 'Data Scientist',
        company: 'Saigon Data Co.',
        description: ['Forecasting and recommendation models for a retail group of 400 stores.'],
        technologies: [],
      },
    ]);
    expect(content.research).toEqual([
      {
        period: 'Sep 2018 - Jun 2020',
        role: 'Research Assistant',
        company: 'Hanoi University of Science and Technology',
        description: ['Low-resource speech recognition with self-supervised pre-training.'],
        technologies: [],
      },
    ]);
    expect(notes.join('\n')).toContain('education: 1 entry left out');
  });

  it('keeps a project’s GitHub address and its keywords as technologies, and says which address it left out', () => {
    expect(content.projects).toEqual([
      {
        title: 'viet-tts',
        description: ['An open text-to-speech model for Vietnamese.'],
        technologies: ['PyTorch', 'Python'],
        github: 'https://github.com/chau-ng-example/viet-tts',
      },
      {
        title: 'Tone Tutor',
        description: ['A phone app that listens to your tones and tells you which one you said.'],
        technologies: ['Kotlin'],
      },
    ]);
    expect(notes.join('\n')).toContain('https://tonetutor.example.com left out');
  });

  it('maps skills to the icons named like them, and names those it found none for', () => {
    expect(content.technologies).toEqual([
      { name: 'PyTorch', icon: 'SiPytorch' },
      { name: 'Hugging Face', icon: 'SiHuggingface' },
      { name: 'scikit-learn', icon: 'SiScikitlearn' },
      { name: 'Python', icon: 'SiPython' },
      { name: 'C++', icon: 'SiCplusplus' },
      { name: 'Kotlin', icon: 'SiKotlin' },
    ]);
    expect(notes.join('\n')).toContain('no icon found for Kaldi');
  });

  it('writes its publications as BibTeX the build reads, with the owner as the author', async () => {
    const [publication, ...others] = await publicationsOf(content.publicationsBib, content.profile);
    expect(others).toEqual([]);
    expect(publication).toMatchObject({
      title: 'Self-Supervised Pre-Training for Vietnamese Speech Recognition',
      year: 2021,
      month: 8,
      venue: 'Interspeech 2021',
      authors: [{ name: 'Nguyễn Thị Minh Châu', owner: true }],
      links: [{ kind: 'pdf', href: 'https://example.org/papers/nguyen2021self.pdf' }],
    });
    expect(notes.join('\n')).toContain('publications.bib: 1 entry with you as the only author');
  });

  it('leaves the photo (at an address) and the blog texts to the owner, and says so; without a logo the site shows the initials', () => {
    expect(content.profile.logo).toBeUndefined();
    expect(notes.join('\n')).toContain('no logo, so the header, the icons and the link preview show your initials');
    // no photo named until the owner has the file: the home page shows the initials meanwhile
    expect(content.profile.photo).toBeUndefined();
    expect(content.profile.photoAlt).toBeUndefined();
    expect(todo).toEqual([
      "profile.ts: your résumé's photo is https://example.com/chau.jpg: to show it instead of your initials, save it as images/chau.jpg and add photo: 'chau.jpg' and photoAlt (what it shows)",
      'blog.ts (optional): what your posts are about, for the blog page (a JSON Resume has no blog texts)',
    ]);
  });

  it('names no photo for a résumé without one, and says the initials stand for it', () => {
    const without = contentFromJsonResume({ ...resume, basics: { ...resume.basics, image: '' } }, 'resume.json');
    expect(without.content.profile).not.toHaveProperty('photo');
    expect(without.content.profile).not.toHaveProperty('photoAlt');
    expect(without.todo.join('\n')).not.toContain('photo');
    expect(without.notes.join('\n')).toContain('no photo, so the home page shows your initials');
  });
});

describe('an invalid JSON Resume', () => {
  it('gets one line per problem, naming the field', () => {
    expect(schemaProblems({ basics: { email: 42 }, work: [{ startDate: 'March 2023' }] })).toEqual([
      expect.stringMatching(/^basics\.email: /),
      expect.stringMatching(/^work\[0\]\.startDate: /),
    ]);
  });
});

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
    // the optional lists: as written, or absent with the file
    for (const list of ['education', 'certificates', 'awards'] as const)
      expect(imported.content[list] ?? [], list).toEqual(content[list] ?? []);
    expect(await publicationsOf(imported.content.publicationsBib, profile)).toEqual(content.publications);
    expect(imported.todo).toEqual([]);
    expect(imported.leftOut).toEqual([]);
  });
});

describe('a JSON Resume written by another tool, imported', () => {
  const resume = JSON.parse(
    readFileSync('tests/fixtures/json-resume/family-name-first.json', 'utf8'),
  ) as JsonResumeInput;
  const { content, todo, notes, leftOut } = contentFromJsonResume(resume, 'resume.json');

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
    expect(leftOut.join('\n')).not.toContain('it has no url');
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
  });

  it('writes its degree with its study type as the degree, its area, and its years as the period', () => {
    expect(content.education).toEqual([
      {
        period: '2018 - 2020',
        institution: 'Hanoi University of Science and Technology',
        degree: 'Master',
        area: 'Computer Science',
      },
    ]);
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
    expect(leftOut).toContain('projects[1].url (https://tonetutor.example.com): left out, a card links to GitHub only');
  });

  it('takes the keywords of a skill named like no icon (a group) as technologies, and names those it found none for', () => {
    expect(content.technologies).toEqual([
      { name: 'PyTorch', icon: 'SiPytorch' },
      { name: 'Hugging Face', icon: 'SiHuggingface' },
      { name: 'scikit-learn', icon: 'SiScikitlearn' },
      { name: 'Python', icon: 'SiPython' },
      { name: 'C++', icon: 'SiCplusplus' },
      { name: 'Kotlin', icon: 'SiKotlin' },
    ]);
    expect(leftOut).toContainEqual(
      expect.stringMatching(/^skills\[0\]\.keywords\[3\] \(Kaldi\): left out, no icon is named like it/),
    );
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

describe('a rich JSON Resume, every section of the schema, imported', () => {
  const resume = JSON.parse(readFileSync('tests/fixtures/json-resume/rich.json', 'utf8')) as Required<JsonResumeInput>;
  const { content, leftOut, todo } = contentFromJsonResume(resume, 'rich.json');

  it('is valid against the JSON Resume schema', () => {
    expect(schemaProblems(resume)).toEqual([]);
  });

  it('keeps every skill named like an icon by its name, its keywords with it; a group’s keywords as technologies', () => {
    expect(content.technologies.map(({ name }) => name)).toEqual([
      'Python',
      'C++',
      'PyTorch',
      'ROS',
      'NVIDIA',
      // the keyword of "Machine Learning", a group named like no icon, that is named like one
      'scikit-learn',
    ]);
    for (const skill of resume.skills.slice(0, 5))
      expect(content.technologies.find(({ name }) => name === skill.name)?.keywords).toEqual(skill.keywords);
  });

  it('keeps a position’s summary and a project’s description before their highlights, volunteering among the positions', () => {
    const [job] = resume.work;
    expect(content.experience[0]?.description).toEqual([job?.summary, ...(job?.highlights ?? [])]);
    const [role] = resume.volunteer;
    expect(content.experience).toContainEqual(
      expect.objectContaining({
        role: role?.position,
        company: role?.organization,
        description: [role?.summary, ...(role?.highlights ?? [])],
      }),
    );
    resume.projects.forEach((project, index) =>
      expect(content.projects[index]?.description).toEqual([project.description, ...(project.highlights ?? [])]),
    );
  });

  it('gives the profile the location (city, region, country) and the languages spoken', () => {
    expect(content.profile.location).toBe('Tokyo, Tokyo Metropolis, Japan');
    expect(content.profile.spokenLanguages).toEqual(resume.languages);
  });

  it('writes each degree, certificate and award, their dates as the content writes them', () => {
    expect(content.education).toEqual(
      resume.education.map((entry, index) => ({
        period: ['Apr 2017 - Mar 2019', 'Apr 2013 - Mar 2017'][index],
        institution: entry.institution,
        degree: entry.studyType,
        area: entry.area,
        ...(entry.score && { score: entry.score }),
        ...(entry.courses && { courses: entry.courses }),
        ...(entry.url && { url: entry.url }),
      })),
    );
    expect(content.certificates).toEqual(
      resume.certificates.map(({ name, issuer, url }) => ({ name, issuer, date: 'Sep 2023', url })),
    );
    expect(content.awards).toEqual(
      resume.awards.map(({ title, awarder, summary }) => ({ title, awarder, date: 'Jun 2021', summary })),
    );
    expect(todo.join('\n')).not.toContain('education.ts');
  });

  it('names, field by field, what the content has no place for, and nothing it placed', () => {
    expect(leftOut).toEqual(
      expect.arrayContaining([
        'basics.phone: left out, the site has no place for it',
        'basics.location.address: left out, a street address does not belong on a public page',
        'work[0].url (Kaiko Robotics): left out, a card has no place for it',
        'skills[0].level (Python): left out, the site does not rate skills',
        'publications[0].summary (Learning to Walk Safely with a Control Barrier Filter): left out, the site shows no summary of a paper',
        'interests[0] (Bouldering): left out, the site has no place for interests',
        'references[0] (Aiko Yamamoto): left out, the site has no place for references',
      ]),
    );
    expect(leftOut.filter((line) => /^(education|certificates|awards|languages)\b/.test(line))).toEqual([]);
    // what the cards hold: a position's summary and highlights, a project's description
    expect(
      leftOut.filter((line) =>
        /^((work|volunteer|projects)\[\d+\]\.(summary|highlights)|projects\[\d+\]\.description)/.test(line),
      ),
    ).toEqual([]);
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

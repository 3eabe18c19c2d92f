import { afterEach, expect, it } from 'vitest';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { moveResumeToContent } from './move-resume-to-content';

let owner: OwnerFiles;
afterEach(() => owner.remove());

const PDF = '%PDF-1.4 Ada Okafor, résumé\n';

const profile = (links: string, resume = '') => `import type { Profile } from './schema';

export const profile: Profile = {
  name: 'Ada Okafor',
  links: {${links}
  },${resume}
};
`;

it('makes links.resume the profile’s resume, with its comments, and moves the PDF from public/ into the content folder', () => {
  owner = new OwnerFiles({
    'src/content/profile.ts': profile(`
    github: 'https://github.com/ada', // code
    // updated every spring
    resume: '/files/cv-2024.pdf', // the long one
    scholar: 'https://scholar.google.com/ada',`),
    'public/files/cv-2024.pdf': PDF,
  });
  const { changed, todo } = owner.upgrade([moveResumeToContent]);
  expect(owner.read('src/content/profile.ts')).toBe(
    profile(
      `
    github: 'https://github.com/ada', // code
    scholar: 'https://scholar.google.com/ada',`,
      `
  // updated every spring
  resume: 'cv-2024.pdf', // the long one`,
    ),
  );
  expect(owner.read('src/content/cv-2024.pdf')).toBe(PDF);
  expect(owner.exists('public/files/cv-2024.pdf')).toBe(false);
  expect(changed).toEqual([
    { file: 'src/content/cv-2024.pdf', what: 'moved from public/files/cv-2024.pdf' },
    { file: 'src/content/profile.ts', what: "links.resume '/files/cv-2024.pdf' is now resume: 'cv-2024.pdf'" },
  ]);
  expect(todo).toEqual([]);
  expect(owner.upgrade([moveResumeToContent])).toEqual({ applied: [], changed: [], todo: [] });
});

it('removes links when the résumé was all it held', () => {
  owner = new OwnerFiles({
    'src/content/profile.ts': profile(`\n    resume: '/resume.pdf',`),
    'public/resume.pdf': PDF,
  });
  const { changed } = owner.upgrade([moveResumeToContent]);
  expect(owner.read('src/content/profile.ts')).toBe(`import type { Profile } from './schema';

export const profile: Profile = {
  name: 'Ada Okafor',
  resume: 'resume.pdf',
};
`);
  expect(changed).toContainEqual({
    file: 'src/content/profile.ts',
    what: "links.resume '/resume.pdf' is now resume: 'resume.pdf' (links, left empty, removed)",
  });
});

it('names what it cannot do: a missing PDF, a PDF already in the content folder, a link that is no file', () => {
  owner = new OwnerFiles({ 'src/content/profile.ts': profile(`\n    resume: '/resume.pdf',`) });
  expect(owner.upgrade([moveResumeToContent]).todo).toEqual([
    {
      file: 'src/content/profile.ts',
      what: "resume: 'resume.pdf' names src/content/resume.pdf, which is not there (nor public/resume.pdf): put your PDF there, or write resume: 'generated'",
    },
  ]);
  expect(owner.read('src/content/profile.ts')).toContain("resume: 'resume.pdf',");
  owner.remove();

  owner = new OwnerFiles({
    'src/content/profile.ts': profile(`\n    resume: '/resume.pdf',`),
    'public/resume.pdf': PDF,
    'src/content/resume.pdf': 'another',
  });
  expect(owner.upgrade([moveResumeToContent]).todo).toEqual([
    {
      file: 'public/resume.pdf',
      what: expect.stringMatching(/^your résumé stays here: src\/content\/resume.pdf exists already/),
    },
  ]);
  expect(owner.read('public/resume.pdf')).toBe(PDF);
  owner.remove();

  const text = profile(`\n    resume: 'https://ada.dev/cv.pdf',`);
  owner = new OwnerFiles({ 'src/content/profile.ts': text });
  expect(owner.upgrade([moveResumeToContent]).todo).toEqual([
    {
      file: 'src/content/profile.ts',
      what: expect.stringMatching(/^links.resume \('https:\/\/ada.dev\/cv.pdf'\) is no link any more/),
    },
  ]);
  expect(owner.read('src/content/profile.ts')).toBe(text);
});

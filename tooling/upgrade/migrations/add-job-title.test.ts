import { afterEach, expect, it } from 'vitest';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { addJobTitle } from './add-job-title';

let owner: OwnerFiles;
afterEach(() => owner.remove());

const profile = (jobTitle: string) => `import type { Profile } from '@/shared/content/schema';

export const profile: Profile = {
  name: 'Ada Okafor',
  // under my name
  tagline:
    "Data engineer who likes boring pipelines", // shown on the home page${jobTitle}
  welcome: 'Hello.',
};
`;

it('adds jobTitle after the tagline as a copy of it, and asks the owner to check it', () => {
  owner = new OwnerFiles({ 'src/content/profile.ts': profile('') });
  const { changed, todo } = owner.upgrade([addJobTitle]);
  expect(owner.read('src/content/profile.ts')).toBe(
    profile(`\n  jobTitle: "Data engineer who likes boring pipelines",`),
  );
  expect(changed).toEqual([
    {
      file: 'src/content/profile.ts',
      what: 'jobTitle: "Data engineer who likes boring pipelines" added, copied from tagline',
    },
  ]);
  expect(todo).toEqual([
    { file: 'src/content/profile.ts', what: expect.stringMatching(/^jobTitle is a copy of your tagline/) },
  ]);
  expect(owner.upgrade([addJobTitle])).toEqual({ applied: [], changed: [], todo: [] });
});

it('without a tagline, asks for a job title and changes nothing', () => {
  const text = "export const profile = { name: 'Ada' };\n";
  owner = new OwnerFiles({ 'src/content/profile.ts': text });
  const { changed, todo } = owner.upgrade([addJobTitle]);
  expect(changed).toEqual([]);
  expect(todo).toEqual([{ file: 'src/content/profile.ts', what: expect.stringMatching(/^add jobTitle/) }]);
  expect(owner.read('src/content/profile.ts')).toBe(text);
});

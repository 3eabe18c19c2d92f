import { afterEach, expect, it } from 'vitest';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { technologyIconNames } from './technology-icon-names';

let owner: OwnerFiles;
afterEach(() => owner.remove());

it('writes each imported icon component as its name and drops the imports left unread, keeping the rest of the file', () => {
  const technologies = `import {
  SiPython,
  SiPytorch as Torch, // renamed
} from 'react-icons/si';
import * as Di from 'react-icons/di';
import type { Technology } from './schema';

/** The icon strip. */
export const technologies: Technology[] = [
  { name: 'Python', icon: SiPython }, // first
  // the framework
  { name: 'PyTorch', icon: Torch },
  { name: 'Go', icon: Di.DiGo },
  { name: 'Rust', icon: 'SiRust' },
];
`;
  owner = new OwnerFiles({ 'src/content/technologies.ts': technologies });
  const { changed, todo } = owner.upgrade([technologyIconNames]);
  expect(owner.read('src/content/technologies.ts')).toBe(`import type { Technology } from './schema';

/** The icon strip. */
export const technologies: Technology[] = [
  { name: 'Python', icon: 'SiPython' }, // first
  // the framework
  { name: 'PyTorch', icon: 'SiPytorch' },
  { name: 'Go', icon: 'DiGo' },
  { name: 'Rust', icon: 'SiRust' },
];
`);
  expect(changed).toEqual([
    { file: 'src/content/technologies.ts', what: 'icons written as names: SiPython, SiPytorch, DiGo' },
    { file: 'src/content/technologies.ts', what: "import from 'react-icons/si', 'react-icons/di' removed" },
  ]);
  expect(todo).toEqual([]);
  expect(owner.upgrade([technologyIconNames])).toEqual({ applied: [], changed: [], todo: [] });
});

it("keeps an imported icon the file still reads elsewhere, and names what it cannot decide: another set's icon, a component of the owner's", () => {
  const technologies = `import { SiDocker, SiGit } from 'react-icons/si';
import { FaJava } from "react-icons/fa";
import { MyIcon } from './my-icon';

export const extra = SiGit;
export const technologies = [
  { name: 'Docker', icon: SiDocker },
  { name: 'Git', icon: SiGit },
  { name: 'Java', icon: FaJava },
  { name: 'Mine', icon: MyIcon },
];
`;
  owner = new OwnerFiles({ 'src/content/technologies.ts': technologies });
  const { todo } = owner.upgrade([technologyIconNames]);
  expect(owner.read('src/content/technologies.ts')).toBe(`import { SiGit } from 'react-icons/si';
import { MyIcon } from './my-icon';

export const extra = SiGit;
export const technologies = [
  { name: 'Docker', icon: 'SiDocker' },
  { name: 'Git', icon: 'SiGit' },
  { name: 'Java', icon: 'FaJava' },
  { name: 'Mine', icon: MyIcon },
];
`);
  expect(todo).toEqual([
    {
      file: 'src/content/technologies.ts',
      what: expect.stringMatching(
        /^FaJava came from react-icons\/fa; names starting Fa are looked up in react-icons\/fa6 now/,
      ),
    },
    {
      file: 'src/content/technologies.ts',
      what: "entry 4: icon MyIcon is not an icon imported from react-icons: write an icon's name, such as icon: 'SiPython'",
    },
  ]);
});

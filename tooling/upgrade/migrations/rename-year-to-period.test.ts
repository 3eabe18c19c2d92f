import { afterEach, expect, it } from 'vitest';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { renameYearToPeriod } from './rename-year-to-period';

let owner: OwnerFiles;
afterEach(() => owner.remove());

const EXPERIENCE = `import type { TimelineEntry } from '@/shared/content/schema';

// newest first
export const experience: TimelineEntry[] = [
  {
    /** the dates as the card shows them */
    year: 'May 2025 - Present', // still there
    role: 'Engineer',
    company: 'Acme',
    description: [],
    technologies: [],
  },
  { "year": "2019 - 2021", role: 'Intern', company: 'Acme', description: [], technologies: [] },
];
`;

it('renames year to period in each entry, leaving every other character of the file as it was', () => {
  owner = new OwnerFiles({ 'src/content/experience.ts': EXPERIENCE });
  const { changed, todo } = owner.upgrade([renameYearToPeriod]);
  expect(owner.read('src/content/experience.ts')).toBe(
    EXPERIENCE.replace("    year: 'May", "    period: 'May").replace('{ "year": "2019', '{ "period": "2019'),
  );
  expect(changed).toEqual([{ file: 'src/content/experience.ts', what: 'year renamed period in entries 1, 2' }]);
  expect(todo).toEqual([]);
  // a second run finds nothing to do
  expect(owner.upgrade([renameYearToPeriod])).toEqual({ applied: [], changed: [], todo: [] });
});

it('renames it in research.ts too, and leaves an entry with both names to the owner', () => {
  const research = `export const research = [
  { year: '2024', period: '2024 - 2025', role: 'Assistant', company: 'Lab', description: [], technologies: [] },
  { year: '2022', role: 'Researcher', company: 'Lab', description: [], technologies: [] },
] satisfies unknown[];
`;
  owner = new OwnerFiles({ 'src/content/research.ts': research });
  const { changed, todo } = owner.upgrade([renameYearToPeriod]);
  expect(owner.read('src/content/research.ts')).toBe(research.replace("{ year: '2022'", "{ period: '2022'"));
  expect(changed).toEqual([{ file: 'src/content/research.ts', what: 'year renamed period in entry 2' }]);
  expect(todo).toEqual([
    { file: 'src/content/research.ts', what: 'entry 1 has both year and period: keep one, named period' },
  ]);
});

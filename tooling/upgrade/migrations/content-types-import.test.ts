import { afterEach, expect, it } from 'vitest';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { contentTypesImport } from './content-types-import';

let owner: OwnerFiles;
afterEach(() => owner.remove());

const profile = (from: string) => `// my profile
import type { Profile } from ${from}; // the types
import { helper } from './helper';

export const profile: Profile = { name: helper('Ada') };
`;

it("moves each older path of the content's types to the package's, in the file's quotes, and nothing else", () => {
  owner = new OwnerFiles({
    'src/content/profile.ts': profile("'./schema'"),
    'src/content/experience.ts': `import type { TimelineEntry } from "../content-kit/schema";\nexport const experience: TimelineEntry[] = [];\n`,
    'src/content/projects.ts': `import type { Project } from '@/build/content/schema.ts';\nexport const projects: Project[] = [];\n`,
    'src/content/technologies.ts': `import type { Technology } from '@/shared/content/schema';\nimport type { TechnologyIconName } from './technology-icons';\nexport const technologies: Technology[] = [];\n`,
    'src/content/pt-BR/profile.ts': `import type { ContentTranslation } from '@/shared/content/translation';\nexport const profile: ContentTranslation['profile'] = {};\n`,
    'src/content/vi/texts.ts': `import type { SiteTexts } from '@/shared/i18n/site-texts';\nexport default {} satisfies SiteTexts;\n`,
  });
  const { changed } = owner.upgrade([contentTypesImport]);
  expect(owner.read('src/content/profile.ts')).toBe(profile("'particle-portfolio/content'"));
  expect(owner.read('src/content/experience.ts')).toBe(
    `import type { TimelineEntry } from "particle-portfolio/content";\nexport const experience: TimelineEntry[] = [];\n`,
  );
  expect(owner.read('src/content/projects.ts')).toBe(
    `import type { Project } from 'particle-portfolio/content';\nexport const projects: Project[] = [];\n`,
  );
  expect(owner.read('src/content/technologies.ts')).toBe(
    `import type { Technology } from 'particle-portfolio/content';\nimport type { TechnologyIconName } from 'particle-portfolio/content';\nexport const technologies: Technology[] = [];\n`,
  );
  expect(owner.read('src/content/pt-BR/profile.ts')).toBe(
    `import type { ContentTranslation } from 'particle-portfolio/content';\nexport const profile: ContentTranslation['profile'] = {};\n`,
  );
  expect(owner.read('src/content/vi/texts.ts')).toBe(
    `import type { SiteTexts } from 'particle-portfolio/content';\nexport default {} satisfies SiteTexts;\n`,
  );
  expect(changed).toContainEqual({
    file: 'src/content/profile.ts',
    what: "imports from 'particle-portfolio/content' (was './schema')",
  });
  expect(changed).toContainEqual({
    file: 'src/content/vi/texts.ts',
    what: "imports from 'particle-portfolio/content' (was '@/shared/i18n/site-texts')",
  });
  expect(changed).toHaveLength(7);
  expect(owner.upgrade([contentTypesImport])).toEqual({ applied: [], changed: [], todo: [] });
});

it("leaves today's imports, the owner's own modules and a kept copy of the machinery alone", () => {
  const files = {
    'src/content/profile.ts': profile("'particle-portfolio/content'"),
    'src/content/pt-BR/profile.ts': `import type { ContentTranslation } from 'particle-portfolio/content';\nexport const profile: ContentTranslation['profile'] = {};\n`,
    'src/content/validate-content.ts': `import { profileSchema } from './schema';\n// edited by the owner\n`,
  };
  owner = new OwnerFiles(files);
  expect(owner.upgrade([contentTypesImport])).toEqual({ applied: [], changed: [], todo: [] });
  for (const [path, text] of Object.entries(files)) expect(owner.read(path)).toBe(text);
});

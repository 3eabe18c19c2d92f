import { afterEach, expect, it } from 'vitest';
import { OwnerFiles } from '../../../tests/support/owner-files';
import { schemaImportPath } from './schema-import-path';

let owner: OwnerFiles;
afterEach(() => owner.remove());

const profile = (from: string) => `// my profile
import type { Profile } from ${from}; // the types
import { helper } from './helper';

export const profile: Profile = { name: helper('Ada') };
`;

it("moves each older path of the content's types to today's, in the file's quotes, and nothing else", () => {
  owner = new OwnerFiles({
    'src/content/profile.ts': profile("'./schema'"),
    'src/content/experience.ts': `import type { TimelineEntry } from "../content-kit/schema";\nexport const experience: TimelineEntry[] = [];\n`,
    'src/content/projects.ts': `import type { Project } from '@/build/content/schema.ts';\nexport const projects: Project[] = [];\n`,
    'src/content/technologies.ts': `import type { Technology } from '@/build/content/schema';\nimport type { TechnologyIconName } from './technology-icons';\nexport const technologies: Technology[] = [];\n`,
  });
  const { changed } = owner.upgrade([schemaImportPath]);
  expect(owner.read('src/content/profile.ts')).toBe(profile("'@/shared/content/schema'"));
  expect(owner.read('src/content/experience.ts')).toBe(
    `import type { TimelineEntry } from "@/shared/content/schema";\nexport const experience: TimelineEntry[] = [];\n`,
  );
  expect(owner.read('src/content/projects.ts')).toBe(
    `import type { Project } from '@/shared/content/schema';\nexport const projects: Project[] = [];\n`,
  );
  expect(owner.read('src/content/technologies.ts')).toBe(
    `import type { Technology } from '@/shared/content/schema';\nimport type { TechnologyIconName } from '@/shared/content/technology-icons';\nexport const technologies: Technology[] = [];\n`,
  );
  expect(changed).toContainEqual({
    file: 'src/content/profile.ts',
    what: "imports from '@/shared/content/schema' (was './schema')",
  });
  expect(changed).toContainEqual({
    file: 'src/content/technologies.ts',
    what: "imports from '@/shared/content/technology-icons' (was './technology-icons')",
  });
  expect(changed).toHaveLength(5);
  expect(owner.upgrade([schemaImportPath])).toEqual({ applied: [], changed: [], todo: [] });
});

it("leaves today's imports, a translation's and a kept copy of the machinery alone", () => {
  const files = {
    'src/content/profile.ts': profile("'@/shared/content/schema'"),
    'src/content/pt-BR/profile.ts': `import type { ContentTranslation } from '@/shared/content/translation';\nexport const profile: ContentTranslation['profile'] = {};\n`,
    'src/content/validate-content.ts': `import { profileSchema } from './schema';\n// edited by the owner\n`,
  };
  owner = new OwnerFiles(files);
  expect(owner.upgrade([schemaImportPath])).toEqual({ applied: [], changed: [], todo: [] });
  for (const [path, text] of Object.entries(files)) expect(owner.read(path)).toBe(text);
});

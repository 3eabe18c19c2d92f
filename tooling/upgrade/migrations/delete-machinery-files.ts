import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Migration } from '../migration.ts';

// The template's first releases kept some of its machinery inside the content folder: the schema,
// the validator and its test, the pictures' URLs and the icon sets. They live outside it now, and
// the copies left in an owner's folder would only be compiled against modules that are gone.

/** SHA-256 of each version the template ever shipped of these files (line breaks read as "\n"). */
const TEMPLATE_VERSIONS: Readonly<Record<string, readonly string[]>> = {
  'schema.ts': [
    'cf44fe49ab0659eb3b6ec225ff323eabe3b248f2c06bfd9339b30456b391723b',
    '5056be931246214640b4e7a469e3ee65a9999eadb10cf2ff3d269b079343ae2a',
    'bc1ba54060c7a0c0cf728dc2cb1f6b1638868bd2cf0d14b23a7c83714c1770db',
  ],
  'images.ts': [
    '8a5c5f3b41ea492b4e68b1af61fda65caec7cf2eff4b50695bb36a18cb6cceb2',
    '722cb26e487d8a2ea8a44ccc8263c9e5113145cc5097e854f3cfa719c2ee7402',
  ],
  'validate-content.ts': [
    'f32a0b75b82ae006a2f24e601baf7946274340230737862d58d81377e46f257e',
    '4a4b956b05a7e6c9226923de52d7d1b65ade977ca433dd127fd28526b820d894',
    '12f4f66764762cd49438b76832f738b6b5ef6cf32d33e6e54a4bd5b6cc8b0225',
  ],
  'validate-content.test.ts': [
    '8c86672a1f37d8325ca8f784faa68c37978cfaa65bee63ad610b1ff058aa73da',
    'e96181edc9f0e8623d6b78bd0076696b09e1372913230798cc92dfbddf3ca6d8',
    '3c034c03af928a62e5b8dac17e0c37ce0cb5f7f4723f019e67f326c123dab58d',
  ],
  'technology-icons.ts': ['0b808a0f9847b5a08464b54402e744a9f4f550c415c9862e113d3fc5ff803ef0'],
};

/** The machinery files that once lived in the content folder, by name. */
export const MACHINERY_FILES: readonly string[] = Object.keys(TEMPLATE_VERSIONS);

const textDigest = (path: string) =>
  createHash('sha256').update(readFileSync(path, 'utf8').replaceAll('\r\n', '\n')).digest('hex');

export const deleteMachineryFiles: Migration = {
  summary:
    'deletes the template machinery that older releases kept in the content folder (schema.ts, images.ts, validate-content.ts, technology-icons.ts)',
  apply(folder, notes) {
    for (const name of MACHINERY_FILES) {
      const path = folder.contentPath(name);
      if (!folder.exists(path)) continue;
      if (TEMPLATE_VERSIONS[name]?.includes(textDigest(path))) {
        folder.delete(path);
        notes.changed(
          folder.display(path),
          "deleted: the template's own file, which lives outside the content folder now",
        );
      } else {
        notes.todo(
          folder.display(path),
          "the template's machinery, once kept in the content folder and edited since: the template's own version now lives outside it (src/shared/content/, tooling/content/); delete this copy, once you have carried anything of yours into your content files",
        );
      }
    }
  },
};

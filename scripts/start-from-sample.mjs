// Copies the sample owner's content into src/content, to edit into your own:
//   npm run start-from-sample
// It never replaces content you already have. The build then names every picture and every text of
// the sample still there once your name is in profile.ts, so none is published under it.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR } from '../tooling/content/folder.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = join(root, OWNER_CONTENT_DIR);

if (existsSync(join(target, 'profile.ts'))) {
  console.error(`${OWNER_CONTENT_DIR}/ already holds your content (its profile.ts): nothing copied`);
  process.exit(1);
}
cpSync(join(root, SAMPLE_CONTENT_DIR), target, { recursive: true, force: false, errorOnExist: false });
console.log(`copied the sample into ${OWNER_CONTENT_DIR}/. Next:
  - write your name in ${OWNER_CONTENT_DIR}/profile.ts, then your words in each file (README.md: Make it yours)
  - replace or delete the sample's pictures in ${OWNER_CONTENT_DIR}/images/
  - npm run dev shows your site as you save; npm run build names anything of the sample still there`);

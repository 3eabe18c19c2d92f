// Copies the sample owner's content into the owner's folder (src/content in a clone of the template,
// content/ in a site), to edit into their own:
//   npm run start-from-sample
// It never replaces content you already have. The build then names every picture and every text of
// the sample still there once your name is in profile.ts, so none is published under it.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ownCommand, ownContentDir, packageRoot, SAMPLE_CONTENT_DIR, siteRoot } from '../tooling/content/folder.mjs';

const target = join(siteRoot(), ownContentDir());

if (existsSync(join(target, 'profile.ts'))) {
  console.error(`${ownContentDir()}/ already holds your content (its profile.ts): nothing copied`);
  process.exit(1);
}
cpSync(join(packageRoot, SAMPLE_CONTENT_DIR), target, { recursive: true, force: false, errorOnExist: false });
console.log(`copied the sample into ${ownContentDir()}/. Next:
  - write your name in ${ownContentDir()}/profile.ts, then your words in each file (README.md: Make it yours)
  - replace or delete the sample's pictures in ${ownContentDir()}/images/
  - ${ownCommand('dev')} shows your site as you save; ${ownCommand('build')} names anything of the sample still there`);

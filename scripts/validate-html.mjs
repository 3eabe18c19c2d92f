// Every page of the builds `npm test` makes (dist, dist-subpath, dist-posts, dist-<fixture owner>) through
// the W3C Nu HTML Checker, as the owner's check validates a site's (packages/check/lib/html-check.js).
//
//   node scripts/validate-html.mjs              those builds
//   node scripts/validate-html.mjs dist         one build
import { resolve } from 'node:path';
import { sitePath } from '../tooling/content/folder.mjs';
import { validateHtml } from '../packages/check/lib/html-check.js';
import { fixtureOwners } from './fixture-owners.mjs';

const folders =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['dist', 'dist-subpath', 'dist-posts', ...fixtureOwners.map((owner) => `dist-${owner}`)];

process.exitCode = await validateHtml(folders, (folder) => sitePath(resolve(folder)));

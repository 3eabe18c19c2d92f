/**
 * The sub-path the tests build and serve a site under, as GitHub Pages serves a project site
 * (https://<user>.github.io/<project>/). `npm run build:subpath` writes the same literal in
 * package.json (BASE_PATH=/portfolio/), which cannot import it: scripts/build-subpath.test.ts checks
 * that the two agree.
 */
export const SUB_PATH = '/portfolio/';

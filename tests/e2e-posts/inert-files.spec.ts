import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { servePagesLike, type PagesLikeHost } from '../../packages/check/lib/pages-host.js';

// Every file of the build with the fixture posts (dist-posts/, whose hostile notebook and post
// picture carry scripts, event handlers and references to other sites: tests/fixtures/images/
// hostile-figure.svg), served as GitHub Pages serves the default workflow's site: plain files, no
// headers, so no Content-Security-Policy but a page's own <meta>. Each SVG and each page is opened on
// its own, as a visitor following a link would open it: nothing of the file may run, nor reach for
// another site.

const DIST = process.env.E2E_DIST ?? 'dist-posts';
const HOSTILE = 'tests/fixtures/images/hostile-figure.svg';

/** The built files of a kind, as addresses of the site. */
function builtFiles(folder: string, ending: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (ending.test(entry.name)) found.push(`/${relative(folder, path).split(sep).join('/')}`);
    }
  };
  walk(folder);
  return found.sort();
}

/**
 * What a file opened on its own, in a page of its own, did: the markers its scripts set or print, its dialogs, what it
 * fetched from elsewhere, where the page ended up; and, for a picture, what in it would run if a visitor clicked or
 * hovered it (an event handler, a javascript: link).
 */
async function openAlone(context: BrowserContext, url: string, origin: string) {
  const page = await context.newPage();
  const ran: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (message) => {
    if (/script-ran/i.test(message.text())) ran.push(`console: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.route('**/*', (route) => {
    const requested = route.request().url();
    if (requested.startsWith(origin) || /^(data|blob):/.test(requested)) return route.continue();
    elsewhere.push(requested);
    return route.abort();
  });
  await page.goto(url, { waitUntil: 'load' });
  const { kind, marked, armed } = await page.evaluate(() => {
    const own = window as unknown as Record<string, unknown>;
    const root = document.documentElement;
    return {
      kind: root.localName,
      marked: [own.svgScriptRan, own.__postScriptRan].filter((value) => value !== undefined).map(String),
      armed:
        root.localName === 'svg'
          ? [...document.querySelectorAll('*')].flatMap((element) =>
              [...element.attributes]
                .filter(({ name, value }) => /^on/i.test(name) || /^\s*javascript:/i.test(value))
                .map(({ name }) => `${element.localName} ${name}`),
            )
          : [],
    };
  });
  const opened = {
    ran: [...ran, ...marked.map((value) => `marker: ${value}`), ...armed.map((what) => `armed: ${what}`)],
    elsewhere,
    url: page.url(),
    kind,
  };
  await page.close();
  return opened;
}

test.describe('every file of the build, served without headers', () => {
  test.describe.configure({ mode: 'serial' });
  let host: PagesLikeHost;
  let fixtureHost: PagesLikeHost;
  test.beforeAll(async () => {
    host = await servePagesLike(DIST, '/');
    // the hostile figure as the owner gave it, served alike: what the checks below would see of a file left as it was
    fixtureHost = await servePagesLike('tests/fixtures/images', '/');
  });
  test.afterAll(async () => {
    await host.close();
    await fixtureHost.close();
  });

  test('the hostile figure as written runs its script when opened on its own (what the checks look for)', async ({
    context,
  }) => {
    const opened = await openAlone(context, `${fixtureHost.origin}/${HOSTILE.split('/').pop()!}`, fixtureHost.origin);
    expect(opened.ran.length + opened.elsewhere.length).toBeGreaterThan(0);
    expect(opened.ran).toContain('console: svg-script-ran script');
  });

  test('no SVG of the build runs a script or fetches from another site when opened on its own', async ({ context }) => {
    test.slow();
    const svgs = builtFiles(DIST, /\.svg$/);
    // the hostile figure is among them (the notebook's output and the post's picture, one file)
    expect(svgs.some((path) => /\/assets\/hostile-(figure|notebook)-/.test(path))).toBe(true);
    for (const path of svgs) {
      const opened = await openAlone(context, `${host.origin}${path}`, host.origin);
      // still a picture, where it was opened
      expect(opened, path).toEqual({ ran: [], elsewhere: [], url: `${host.origin}${path}`, kind: 'svg' });
    }
  });

  test('no page of the build runs a script of the content or fetches from another site', async ({ context }) => {
    test.slow();
    const pages = builtFiles(DIST, /\.html$/);
    expect(pages).toContain('/blog/hostile-notebook/index.html');
    for (const path of pages) {
      const opened = await openAlone(context, `${host.origin}${path}`, host.origin);
      expect({ ran: opened.ran, elsewhere: opened.elsewhere }, path).toEqual({ ran: [], elsewhere: [] });
    }
  });
});

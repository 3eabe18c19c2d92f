import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface DistFacts {
  bytes: number;
  files: number;
  largestHtml: { name: string; bytes: number };
  blogIndex: number | undefined;
  rss: { bytes: number; items: number } | undefined;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const bytesOf = (file: string) => (existsSync(file) ? statSync(file).size : undefined);

/** What a build holds: its bytes and files, its largest page, the blog's index and the feed. */
export function distFacts(site: string): DistFacts {
  const files = filesUnder(site);
  let bytes = 0;
  const largestHtml = { name: '', bytes: 0 };
  for (const file of files) {
    const size = statSync(file).size;
    bytes += size;
    if (file.endsWith('.html') && size > largestHtml.bytes)
      Object.assign(largestHtml, { name: relative(site, file), bytes: size });
  }
  const feed = join(site, 'rss.xml');
  return {
    bytes,
    files: files.length,
    largestHtml,
    blogIndex: bytesOf(join(site, 'blog', 'index.html')),
    rss: existsSync(feed)
      ? { bytes: statSync(feed).size, items: readFileSync(feed, 'utf8').match(/<item[\s>]/g)?.length ?? 0 }
      : undefined,
  };
}

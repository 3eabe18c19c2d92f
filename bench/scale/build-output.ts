import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readManifest } from '../../scripts/initial-chunks.mjs';

export interface DistFacts {
  bytes: number;
  files: number;
  largestHtml: { name: string; bytes: number };
  blogIndex: number | undefined;
  rss: { bytes: number; items: number } | undefined;
  /** The blog's index's chunk (virtual:posts) and its largest shard, gzipped (-9), and how many shards. */
  postsIndex: { gzip: number; shards: number; largestShard: number } | undefined;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const bytesOf = (file: string) => (existsSync(file) ? statSync(file).size : undefined);

/** The chunks of the blog's index in the build's manifest (which the prerender moved beside the caches). */
function postsIndexOf(site: string): DistFacts['postsIndex'] {
  const manifest = readManifest(site);
  const gzip = (id: string) => gzipSync(readFileSync(join(site, manifest[id]?.file ?? '')), { level: 9 }).length;
  if (!manifest['virtual:posts']) return undefined;
  const shards = Object.keys(manifest)
    .filter((id) => id.startsWith('virtual:posts/'))
    .map(gzip);
  return { gzip: gzip('virtual:posts'), shards: shards.length, largestShard: Math.max(0, ...shards) };
}

/** What a build holds: its bytes and files, its largest page, the blog's index (its page, its chunks) and the feed. */
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
    postsIndex: postsIndexOf(site),
  };
}

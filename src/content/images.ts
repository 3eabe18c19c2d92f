const urls = import.meta.glob<string>('./images/*', { eager: true, query: '?url', import: 'default' });

/** The built URL of an image named in a content file (names are checked at build time). */
export function imageUrl(name: string): string {
  const url = urls[`./images/${name}`];
  if (url === undefined) throw new Error(`Unknown content image "${name}"`);
  return url;
}

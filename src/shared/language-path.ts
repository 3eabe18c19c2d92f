/**
 * A path inside the site in the language whose pages are in the folder `prefix` ("" for the default
 * language, at the site's root): pathInLanguage('pt-br', '/blog') → "/pt-br/blog", pathInLanguage('pt-br', '/') →
 * "/pt-br", pathInLanguage('', '/blog') → "/blog".
 */
export function pathInLanguage(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

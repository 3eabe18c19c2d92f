import { documentLanguage, type Language } from '@/ui/language';
import { escapeHtml } from '@/shared/escape-html';

// A page of the build as a document: index.html as the client build wrote it (its scripts and
// styles), with the page's language on <html>, its head and its prerendered body. The one place that
// writes a page's language into its HTML; the app keeps it so after a route change (root-layout.tsx),
// from the same documentLanguage().

const HTML_TAG = /<html(?=[\s>])/;

/** The template with the language's lang and dir on its <html>. */
export function withLanguage(template: string, language: Pick<Language, 'tag' | 'dir'>): string {
  if (!HTML_TAG.test(template)) throw new Error('index.html has no <html> element to give the page its language');
  const attributes = Object.entries(documentLanguage(language))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  // function replacers: a string replacement would read `$&`, `$'` or `$$` in the owner's text as patterns
  return template.replace(HTML_TAG, (tag) => `${tag}${attributes}`);
}

/**
 * A page: `prerendered` is the path a prerendered page was rendered for (the browser hydrates it there), null for a
 * shell.
 */
export function pageDocument(
  template: string,
  {
    language,
    head,
    body,
    prerendered,
  }: { language: Pick<Language, 'tag' | 'dir'>; head: string; body: string; prerendered: string | null },
): string {
  const root =
    prerendered === null ? '<div id="root">' : `<div id="root" data-prerendered="${escapeHtml(prerendered)}">`;
  return withLanguage(template, language)
    .replace('<!--app-head-->', () => head)
    .replace('<div id="root"><!--app-html--></div>', () => `${root}${body}</div>`);
}

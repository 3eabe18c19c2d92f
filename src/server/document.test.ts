import { describe, expect, it } from 'vitest';
import { pageDocument, withLanguage } from './document';

// The owner's text, with what String.replace reads as patterns in a string replacement.
const HOSTILE = "Eve $& $' $$ $` $1";
const TEMPLATE =
  '<!doctype html>\n<html data-theme="dark">\n  <head><!--app-head--></head>\n  <body>\n    <div id="root"><!--app-html--></div>\n  </body>\n</html>\n';
const english = { tag: 'en', dir: 'ltr' } as const;
const arabic = { tag: 'ar', dir: 'rtl' } as const;

describe('a page of the build as a document', () => {
  it("holds the owner's text exactly as it is, in the head and the body", () => {
    const html = pageDocument(TEMPLATE, {
      language: english,
      head: `<title>${HOSTILE}</title>`,
      body: `<h1>${HOSTILE}</h1>`,
      prerendered: '/',
    });
    // split and join: no pattern characters in the expectation either
    const expected = TEMPLATE.split('<html data-theme="dark">')
      .join('<html lang="en" dir="ltr" data-theme="dark">')
      .split('<!--app-head-->')
      .join(`<title>${HOSTILE}</title>`)
      .split('<div id="root"><!--app-html--></div>')
      .join(`<div id="root" data-prerendered="/"><h1>${HOSTILE}</h1></div>`);
    expect(html).toBe(expected);
  });

  it("carries its language's tag and direction on <html>, a shell its own with an empty root", () => {
    const shell = pageDocument(TEMPLATE, { language: arabic, head: '', body: '', prerendered: null });
    expect(/<html[^>]*>/.exec(shell)?.[0]).toBe('<html lang="ar" dir="rtl" data-theme="dark">');
    expect(shell).toContain('<div id="root"></div>');
    expect(/<html[^>]*>/.exec(withLanguage('<html>', english))?.[0]).toBe('<html lang="en" dir="ltr">');
  });

  it('refuses a template without <html>', () => {
    expect(() => withLanguage('<head></head>', english)).toThrow(/no <html>/);
  });
});

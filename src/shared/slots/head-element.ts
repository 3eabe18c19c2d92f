// What the owner's content/slots/head.ts adds to every page's <head>: data the build checks (tooling/slots/) and the
// prerender writes (src/server/head/head-tags.ts).

/**
 * An element content/slots/head.ts adds to the <head> of every page (contract 1): a <meta> or a <link>, with its
 * attributes. No script: the site's security policy runs only its own.
 */
export interface HeadElement {
  element: 'meta' | 'link';
  attributes: Readonly<Record<string, string>>;
}

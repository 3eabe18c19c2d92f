import { COMPONENT_SLOTS, type ComponentSlot, SLOT_CONTRACTS, SLOT_PROPS, type SlotName } from './slot-contracts.ts';

// What `particle-portfolio slot <name>` writes: a slot of this release's contract that draws the template's part as
// it is (a component renders its children), for the owner to add to. Docusaurus's "swizzle --wrap" is the model: a
// wrapper that keeps working when the release changes the part it wraps, never a copy of the part.

/** What each component slot's children are: the template's part there. */
const PARTS: Readonly<Record<ComponentSlot, string>> = {
  header: 'the navigation bar',
  footer: 'nothing',
  'home-intro': 'your photo, name, tagline and welcome',
  'post-footer': 'the links to the posts before and after',
  'project-card': 'the card',
};

const isComponent = (slot: SlotName): slot is ComponentSlot => (COMPONENT_SLOTS as readonly string[]).includes(slot);

/** The file `particle-portfolio slot <slot>` writes. */
export function slotStarter(slot: SlotName): string {
  const { version, place } = SLOT_CONTRACTS[slot];
  if (slot === 'styles')
    return `/* Your stylesheet: it comes after the template's and outside its layers, so your rules win. The theme's
   colours are variables in both themes: var(--accent), var(--fg), var(--fg-strong), var(--muted), var(--line),
   var(--card), var(--surface). */
`;
  if (slot === 'head')
    return `import type { HeadElement } from 'particle-portfolio/slots';

export const contract = ${version};

// What every page's <head> gets besides the template's: a <meta> or a <link> each, such as
//   { element: 'link', attributes: { rel: 'me', href: 'https://mastodon.social/@you' } }
export const head: HeadElement[] = [];
`;
  if (!isComponent(slot)) throw new Error(`no starter for the slot ${slot}`);
  const props = SLOT_PROPS[slot];
  // the component named as its props are: HeaderProps draws Header
  const name = props.replace(/Props$/, '');
  const what = PARTS[slot];
  const about = `${place[0]?.toUpperCase()}${place.slice(1)}`;
  // the template draws no footer: the footer's starter draws the owner's name, the others the template's part as it is
  if (slot === 'footer')
    return `import { profile } from '../profile';

export const contract = ${version};

// ${about}, in a <footer>. It is given the page's \`language\` (${props} of 'particle-portfolio/slots'):
// language.tag is the page's language, for your words in each of the site's languages.
export default function ${name}() {
  return <p className="mx-auto max-w-6xl px-4 py-8 text-sm text-muted sm:px-6">{profile.name}</p>;
}
`;
  return `import type { ${props} } from 'particle-portfolio/slots';

export const contract = ${version};

// ${about}. \`children\` is the template's part (${what}):
// render it to wrap it, leave it out to replace it. language.tag is the page's language.
export default function ${name}({ children }: ${props}) {
  return <>{children}</>;
}
`;
}

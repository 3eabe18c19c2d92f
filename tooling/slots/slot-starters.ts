import { COMPONENT_SLOTS, type ComponentSlot, SLOT_CONTRACTS, type SlotName } from './slot-contracts.ts';

// What `particle-portfolio slot <name>` writes: a slot of this release's contract that draws the template's part as
// it is (a component renders its children), for the owner to add to. Docusaurus's "swizzle --wrap" is the model: a
// wrapper that keeps working when the release changes the part it wraps, never a copy of the part.

/** Each component slot's props type and its component's name. */
const COMPONENTS: Readonly<Record<ComponentSlot, { props: string; name: string; what: string }>> = {
  header: { props: 'HeaderProps', name: 'Header', what: 'the navigation bar' },
  footer: { props: 'FooterProps', name: 'Footer', what: 'nothing' },
  'home-intro': { props: 'HomeIntroProps', name: 'HomeIntro', what: 'your photo, name, tagline and welcome' },
  'post-footer': { props: 'PostFooterProps', name: 'PostFooter', what: 'the links to the posts before and after' },
  'project-card': { props: 'ProjectCardProps', name: 'ProjectCard', what: 'the card' },
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
  const { props, name, what } = COMPONENTS[slot];
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

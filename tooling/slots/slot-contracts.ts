// The owner's slots: the named places of the site an owner may change from their content folder
// (content/slots/<file>) without a fork. Each one's props (src/ui/slot-props.ts) are a contract
// with a version: a release that changes a slot's props raises its `version` and says, under that
// number in `changes`, what an owner's file written for the version before must change. The build,
// `npm run upgrade` and `npm run check` name a file whose `contract` is older than its slot's.

/** The slots drawn by a component of the owner's: a .tsx file whose default export wraps or replaces the template's part. */
export type ComponentSlot = 'header' | 'footer' | 'home-intro' | 'post-footer' | 'project-card';

export type SlotName = ComponentSlot | 'head' | 'styles';

export interface SlotContract {
  /** Its file in content/slots/. */
  file: string;
  /** What the slot changes, for the build's messages. */
  place: string;
  /** The version of its props; none for the stylesheet, which is given none. */
  version: number | undefined;
  /** What each version after the first changed, by its number: what a file of the version before must change. */
  changes: Readonly<Record<number, string>>;
}

/** Every slot, by its name. */
export const SLOT_CONTRACTS: Readonly<Record<SlotName, SlotContract>> = {
  head: { file: 'head.ts', place: "every page's <head>", version: 1, changes: {} },
  header: { file: 'header.tsx', place: 'the header of every page', version: 1, changes: {} },
  footer: { file: 'footer.tsx', place: 'the end of every page', version: 1, changes: {} },
  'home-intro': { file: 'home-intro.tsx', place: "the home page's intro", version: 1, changes: {} },
  'post-footer': { file: 'post-footer.tsx', place: "the end of a post's page", version: 1, changes: {} },
  'project-card': { file: 'project-card.tsx', place: "a project's card on the home page", version: 1, changes: {} },
  styles: { file: 'styles.css', place: "the stylesheet, after the template's", version: undefined, changes: {} },
};

/** The name of each component slot's props type in the package's public API (particle-portfolio/slots). */
export const SLOT_PROPS: Readonly<Record<ComponentSlot, string>> = {
  header: 'HeaderProps',
  footer: 'FooterProps',
  'home-intro': 'HomeIntroProps',
  'post-footer': 'PostFooterProps',
  'project-card': 'ProjectCardProps',
};

/** The component slots, in the table's order. */
export const COMPONENT_SLOTS: readonly ComponentSlot[] = [
  'header',
  'footer',
  'home-intro',
  'post-footer',
  'project-card',
];

/** The slots' folder in the content folder. */
export const SLOTS_FOLDER = 'slots';

/**
 * The site's UI icons (Font Awesome 6, through react-icons): the build draws each into a `<symbol>`
 * of the sprite it inlines at the start of every page's <body> (tooling/plugins/ui-icons.ts maps
 * each name to its react-icons component), and `<Icon name="…">` draws it from there. An icon used
 * anywhere in the browser code is listed here once; a name not listed is a type error.
 */
/** The icons of the publications section: in the sprite only when the owner has publications. */
export const publicationIconNames = [
  'star',
  'quote-left',
  'copy',
  'check',
  'book-open',
  'link',
  'newspaper',
  'code',
  'person-chalkboard',
  'image',
  'circle-play',
  'globe',
] as const;

export const iconNames = [
  // the header
  'bars',
  'moon',
  'sun',
  'pause',
  'play',
  // the menu
  'linkedin',
  'github',
  'file-pdf',
  'blog',
  'google-scholar',
  // the home page: contact, the card dialog
  'envelope',
  'xmark',
  // the blog
  'arrow-left',
  'brain',
  'robot',
  'chart-line',
  ...publicationIconNames,
] as const;

export type IconName = (typeof iconNames)[number];

/** The id of an icon's `<symbol>` in the page. */
export const iconId = (name: IconName): string => `icon-${name}`;

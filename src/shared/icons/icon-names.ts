import { type Network, networks } from '../content/networks.ts';

// The site's UI icons, each with the Font Awesome 6 icon (react-icons) it is drawn from: the build
// draws each into a `<symbol>` of the sprite it inlines at the start of every page's <body>
// (tooling/icons/ui-icons.ts), in this order, and `<Icon name="…">` draws it from there. An icon
// used anywhere in the browser code is listed here once; a name not listed is a type error.

/** The icons of the publications section: in the sprite only when the owner has publications. */
const publicationIcons = {
  star: 'FaStar',
  'quote-left': 'FaQuoteLeft',
  copy: 'FaCopy',
  check: 'FaCheck',
  'book-open': 'FaBookOpen',
  link: 'FaLink',
  newspaper: 'FaNewspaper',
  code: 'FaCode',
  'person-chalkboard': 'FaPersonChalkboard',
  image: 'FaImage',
  'circle-play': 'FaCirclePlay',
  globe: 'FaGlobe',
} as const;

type NetworkIcons = { [N in Network as N['icon']]: N['fontAwesome'] };

/** The icons of the profiles the menu lists at `place`. */
const networkIcons = (place: Network['menu']) =>
  Object.fromEntries(networks.filter(({ menu }) => menu === place).map(({ icon, fontAwesome }) => [icon, fontAwesome])) as NetworkIcons;

export const uiIcons = {
  // the header
  bars: 'FaBars',
  moon: 'FaMoon',
  sun: 'FaSun',
  pause: 'FaPause',
  play: 'FaPlay',
  // the menu, in its order
  ...networkIcons('before-site'),
  'file-pdf': 'FaFilePdf',
  blog: 'FaBlog',
  ...networkIcons('after-site'),
  // the home page: contact, the card dialog
  envelope: 'FaEnvelope',
  xmark: 'FaXmark',
  // the blog
  'arrow-left': 'FaArrowLeft',
  brain: 'FaBrain',
  robot: 'FaRobot',
  'chart-line': 'FaChartLine',
  ...publicationIcons,
} as const;

export type IconName = keyof typeof uiIcons;

export const iconNames = Object.keys(uiIcons) as IconName[];
export const publicationIconNames = Object.keys(publicationIcons) as IconName[];

/** The id of an icon's `<symbol>` in the page. */
export const iconId = (name: IconName): string => `icon-${name}`;

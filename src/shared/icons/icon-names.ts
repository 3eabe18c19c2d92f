import { type Network, networks } from '../content/networks.ts';

// The site's UI icons, each with the react-icons icon it is drawn from (Font Awesome 6, or Simple
// Icons for a brand Font Awesome lacks): the build draws each into a `<symbol>` of the sprite it
// inlines at the start of every page's <body> (tooling/icons/ui-icon-sprite.ts), in this order, and
// `<Icon name="…">` draws it from there. An icon used anywhere in the browser code is listed here
// once; a name not listed is a type error.

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

/** The header's search button: in the sprite only on a site with search (vite.config.ts, __SEARCH__). */
const searchIcons = {
  'magnifying-glass': 'FaMagnifyingGlass',
} as const;

type NetworkIcons = { [N in Network as N['icon']]: N['drawnFrom'] };

/**
 * The icons of the profiles the menu lists at `place` by default: in the sprite only for the networks the owner links.
 */
const networkIcons = (place: Network['menu']) =>
  Object.fromEntries(
    networks.filter(({ menu }) => menu === place).map(({ icon, drawnFrom }) => [icon, drawnFrom]),
  ) as NetworkIcons;

export const uiIcons = {
  // the header
  ...searchIcons,
  bars: 'FaBars',
  moon: 'FaMoon',
  sun: 'FaSun',
  pause: 'FaPause',
  play: 'FaPlay',
  // the menu, in its default order
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
export const searchIconNames = Object.keys(searchIcons) as IconName[];
export const networkIconNames = networks.map(({ icon }) => icon) as IconName[];

import * as FontAwesome6 from 'react-icons/fa6';
import { iconId, iconNames, publicationIconNames, type IconName } from '../../src/shared/icons/icon-names.ts';
import { iconSymbol } from './icon-symbols.ts';

/** The react-icons component (Font Awesome 6) each UI icon is drawn from. */
const components = {
  bars: 'FaBars',
  moon: 'FaMoon',
  sun: 'FaSun',
  pause: 'FaPause',
  play: 'FaPlay',
  linkedin: 'FaLinkedin',
  github: 'FaGithub',
  'file-pdf': 'FaFilePdf',
  blog: 'FaBlog',
  'google-scholar': 'FaGoogleScholar',
  envelope: 'FaEnvelope',
  xmark: 'FaXmark',
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
  'arrow-left': 'FaArrowLeft',
  brain: 'FaBrain',
  robot: 'FaRobot',
  'chart-line': 'FaChartLine',
} as const satisfies Record<IconName, keyof typeof FontAwesome6>;

/** The class styles.css gives the sprite: out of the flow, taking no room. */
const SPRITE_CLASS = 'icon-sprite';

/** The icons a site shows: all of them, but the publications' without publications. */
export function siteIconNames(hasPublications: boolean): readonly IconName[] {
  const publicationOnly: readonly IconName[] = publicationIconNames;
  return hasPublications ? iconNames : iconNames.filter((name) => !publicationOnly.includes(name));
}

/**
 * The UI icons' sprite, inlined in every page: one `<symbol id="icon-…">` per name given. It has no
 * `style` attribute (the CSP allows no inline styles): its size is 0 and styles.css takes it out of
 * the flow.
 */
export function uiIconSprite(names: readonly IconName[]): string {
  const symbols = names.map((name) => iconSymbol(iconId(name), FontAwesome6[components[name]]));
  return `<svg aria-hidden="true" width="0" height="0" class="${SPRITE_CLASS}">${symbols.join('')}</svg>`;
}

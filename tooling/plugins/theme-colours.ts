import { printColours, themeColours } from '../../src/app/theme-colours';

type Declarations = Record<string, string>;
type AddBase = (styles: Record<string, Declarations | Record<string, Declarations>>) => void;

const variables = (colours: Record<string, string>) =>
  Object.fromEntries(Object.entries(colours).map(([name, value]) => [`--${name}`, value]));

/**
 * Tailwind plugin (`@plugin` in styles.css): the theme colours as CSS variables on <html>, per
 * data-theme; on paper, the print colours in either theme; and the overlay behind a modal dialog.
 * That one is written out: a ::backdrop inherits nothing in Safari before 17.4, so it cannot read
 * the variables.
 */
export default function themeColoursPlugin({ addBase }: { addBase: AddBase }) {
  addBase({
    ':root': { ...variables(themeColours.dark), 'color-scheme': 'dark' },
    ":root[data-theme='light']": { ...variables(themeColours.light), 'color-scheme': 'light' },
    '@media print': { ":root, :root[data-theme='light']": { ...variables(printColours), 'color-scheme': 'light' } },
    'dialog::backdrop': { 'background-color': themeColours.dark.overlay },
    ":root[data-theme='light'] dialog::backdrop": { 'background-color': themeColours.light.overlay },
  });
}

import Anser from 'anser';
import type { ElementContent } from 'hast';

// Build-time only (Node): the terminal colours of a notebook's output (a traceback, a coloured log)
// as classes, which post-notebook.css colours in both themes: the CSP refuses style attributes.

const NAMES = new Set(['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white']);

/**
 * Anser's name for one of the 16 colours ("ansi-red", "ansi-bright-red") as this site's class for a
 * foreground or background; undefined for the 256-colour palette's others and for 24-bit colours,
 * which a class cannot name: that text keeps the output's colour.
 */
function colourClass(name: string | null, prefix: string): string | undefined {
  const [, bright = '', colour = ''] = (name && /^ansi-(bright-)?(\w+)$/.exec(name)) || [];
  return NAMES.has(colour) ? `${prefix}${bright}${colour}` : undefined;
}

/**
 * A terminal's lines as a page shows them: a carriage return starts its line again (a progress bar
 * drawn over itself shows its last state), and the ANSI escapes are gone.
 */
export function terminalText(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.slice(line.lastIndexOf('\r') + 1))
    .join('\n');
}

/** Text with ANSI escapes as text nodes and spans with classes (`ansi-red`, `ansi-bg-bright-blue`, `ansi-bold`). */
export function ansiToHast(text: string): ElementContent[] {
  return Anser.ansiToJson(terminalText(text), { use_classes: true, remove_empty: true }).map(
    (entry): ElementContent => {
      const classes = [
        colourClass(entry.fg, 'ansi-'),
        colourClass(entry.bg, 'ansi-bg-'),
        // a decoration post-notebook.css does not style (blinking, reversed) is drawn plain
        ...entry.decorations.map((decoration) => `ansi-${decoration}`),
      ].filter((name): name is string => name !== undefined);
      const value: ElementContent = { type: 'text', value: entry.content };
      return classes.length === 0
        ? value
        : { type: 'element', tagName: 'span', properties: { className: classes }, children: [value] };
    },
  );
}

/** The text of an output without its ANSI escapes (to measure it, or to show it where no colour goes). */
export const withoutAnsi = (text: string) =>
  Anser.ansiToJson(terminalText(text), { remove_empty: true })
    .map((entry) => entry.content)
    .join('');

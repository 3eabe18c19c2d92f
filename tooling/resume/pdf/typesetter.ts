import { ResumeError } from '../resume-content.ts';
import { fontOf, missingCharacter } from './fonts.ts';
import { SEPARATOR, SPACE, type TextStyle } from './style.ts';

/** Something measured before it is placed: drawn with its top-left corner at (x, y). */
export interface Block {
  height: number;
  draw(x: number, y: number): void;
}

/** A piece of text and the content it comes from, for the message when it cannot be printed. */
export interface Run {
  text: string;
  source: string;
  link?: string;
}

const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
/** The text around `char`, enough to find it in the content file. */
function excerpt(text: string, char: string): string {
  const at = text.indexOf(char);
  const start = Math.max(0, at - 40);
  const end = Math.min(text.length, at + char.length + 40);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** Blocks of text set in the résumé's styles, measured by the PDF document that will draw them. */
export class Typesetter {
  private readonly widths = new Map<string, number>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    /** The width of the text column. */
    readonly width: number,
  ) {}

  private use(style: TextStyle): void {
    this.doc.font(style.face).fontSize(style.size).fillColor(style.colour);
  }

  private options(style: TextStyle, width: number, link?: string): PDFKit.Mixins.TextOptions {
    return { width, lineGap: style.lineGap, characterSpacing: style.characterSpacing ?? 0, ...(link && { link }) };
  }

  /** Fails, naming the entry, when the style's face has no glyph for a character of the run. */
  private check(run: Run, style: TextStyle): string {
    const text = run.text.normalize('NFC');
    const missing = missingCharacter(text, style.face);
    if (missing !== undefined) {
      throw new ResumeError(
        `${run.source}: "${missing}" (${codePoint(missing)}) in "${excerpt(text, missing)}" is a character the résumé's font (Inter) does not have; write it another way`,
      );
    }
    return text;
  }

  /**
   * The width of one unwrapped line of text. Remembered: measuring shapes the text, which is slow, and names and
   * separators recur.
   */
  widthOf(text: string, style: TextStyle): number {
    const key = `${style.face} ${style.size} ${style.characterSpacing ?? 0} ${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      this.use(style);
      width = this.doc.widthOfString(text, { characterSpacing: style.characterSpacing ?? 0 });
      this.widths.set(key, width);
    }
    return width;
  }

  /** A paragraph wrapped to `width` (the column unless given), a link when the run has one. */
  paragraph(run: Run, style: TextStyle, width = this.width): Block {
    const text = this.check(run, style);
    const options = this.options(style, width, run.link);
    this.use(style);
    return {
      height: this.doc.heightOfString(text, options),
      draw: (x, y) => {
        this.use(style);
        this.doc.text(text, x, y, options);
      },
    };
  }

  /**
   * Items one after another, separated by a middle dot, with lines broken only between items so no
   * address or name is split; an item wider than the column wraps on lines of its own.
   */
  runIn(runs: readonly Run[], style: TextStyle): Block {
    const separator = this.widthOf(SEPARATOR, style);
    const lines: { run: Run; width: number }[][] = [];
    let lineWidth = Infinity;
    for (const run of runs) {
      const item = { run: { ...run, text: this.check(run, style) }, width: 0 };
      item.width = this.widthOf(item.run.text, style);
      const line = lines.at(-1);
      if (line && lineWidth + separator + item.width <= this.width) {
        line.push(item);
        lineWidth += separator + item.width;
      } else {
        lines.push([item]);
        lineWidth = item.width;
      }
    }
    this.use(style);
    const lineHeight = this.doc.heightOfString('X', this.options(style, this.width));
    const blocks = lines.map((line): Block => {
      const [only] = line;
      if (only && line.length === 1) return this.paragraph(only.run, style);
      return {
        height: lineHeight,
        draw: (x, y) => {
          this.use(style);
          let left = x;
          line.forEach(({ run, width }, index) => {
            if (index > 0) {
              this.doc.text(SEPARATOR, left, y, { ...this.options(style, separator), lineBreak: false });
              left += separator;
            }
            this.doc.text(run.text, left, y, { ...this.options(style, width + 1, run.link), lineBreak: false });
            left += width;
          });
        },
      };
    });
    return stack(blocks.map((block) => ({ block, gap: 0 })));
  }

  /** `word` in parts that each fit the column. */
  private cut(word: string, style: TextStyle): string[] {
    const parts: string[] = [];
    let part = '';
    for (const char of word) {
      if (part !== '' && !/\s/.test(char) && this.widthOf(part + char, style) > this.width) {
        parts.push(part);
        part = char;
      } else part += char;
    }
    return [...parts, part];
  }

  /**
   * Runs in several styles of one size (an author list with the owner's name in bold, a venue and
   * its link) wrapped as one paragraph, lines broken at spaces outside `whole` runs. Each line's
   * text of one run is drawn at once, spaces included, so text extraction reads the words apart.
   */
  mixed(runs: readonly { run: Run; style: TextStyle; whole?: boolean }[]): Block {
    const [first] = runs;
    if (!first) return { height: 0, draw: () => {} };
    type Piece = { text: string; width: number; ink: number; run: Run; style: TextStyle };
    // words with the spaces after them (a line ends at a space, which it does not print); a `whole`
    // run (a name) is one word; a word wider than the column (a long address) is cut where it ends
    const piece = (text: string, run: Run, style: TextStyle): Piece => {
      const printed = text.trimEnd();
      const ink = this.widthOf(printed, style);
      return {
        text,
        width: ink + (printed === text ? 0 : this.widthOf(text.slice(printed.length), style)),
        ink,
        run,
        style,
      };
    };
    const words: Piece[] = runs.flatMap(({ run, style, whole = false }) => {
      const text = this.check(run, style);
      return (whole ? [text] : (text.match(/\S+\s*|\s+/g) ?? [])).flatMap((word) => {
        const measured = piece(word, run, style);
        return measured.ink <= this.width ? [measured] : this.cut(word, style).map((part) => piece(part, run, style));
      });
    });
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let lineWidth = 0;
    for (const word of words) {
      if (line.length > 0 && lineWidth + word.ink > this.width) {
        lines.push(line);
        line = [];
        lineWidth = 0;
      }
      line.push(word);
      lineWidth += word.width;
    }
    lines.push(line);
    // consecutive words of one run become one piece of text
    const pieces = lines.map((line) =>
      line.reduce<Piece[]>((merged, word) => {
        const last = merged.at(-1);
        if (last && last.run === word.run)
          merged[merged.length - 1] = { ...last, text: last.text + word.text, width: last.width + word.width };
        else merged.push({ ...word });
        return merged;
      }, []),
    );
    this.use(first.style);
    const lineHeight = Math.max(
      ...runs.map(({ style }) => this.doc.heightOfString('X', this.options(style, this.width))),
    );
    return {
      height: lineHeight * lines.length,
      draw: (x, y) =>
        pieces.forEach((line, index) => {
          let left = x;
          line.forEach(({ text, width, run, style }, position) => {
            const shown = position === line.length - 1 ? text.trimEnd() : text;
            this.use(style);
            this.doc.text(shown, left, y + index * lineHeight, {
              ...this.options(style, width + 1, run.link),
              lineBreak: false,
            });
            left += width;
          });
        }),
    };
  }

  /** A paragraph with a round bullet in its indent, centred on the first line's x-height. */
  bullet(run: Run, style: TextStyle): Block {
    const text = this.paragraph(run, style, this.width - SPACE.bulletIndent);
    const font = fontOf(style.face);
    const centre = ((font.ascent - font.xHeight / 2) / font.unitsPerEm) * style.size;
    return {
      height: text.height,
      draw: (x, y) => {
        this.doc.circle(x + 2.5, y + centre, 1.3).fill(style.colour);
        text.draw(x + SPACE.bulletIndent, y);
      },
    };
  }

  /** A paragraph beside a short text at the right margin (a company and its period), top-aligned. */
  beside(left: Run, leftStyle: TextStyle, right: Run, rightStyle: TextStyle): Block {
    const rightText = this.check(right, rightStyle);
    const rightWidth = this.widthOf(rightText, rightStyle);
    // a period wider than half the column gets a line of its own
    if (rightWidth > this.width / 2) {
      return stack([
        { block: this.paragraph(left, leftStyle), gap: 0 },
        { block: this.paragraph(right, rightStyle), gap: 0 },
      ]);
    }
    const leftBlock = this.paragraph(left, leftStyle, this.width - rightWidth - SPACE.periodGap);
    const rightBlock = this.paragraph({ ...right, text: rightText }, rightStyle, rightWidth + 1);
    return {
      height: Math.max(leftBlock.height, rightBlock.height),
      draw: (x, y) => {
        leftBlock.draw(x, y);
        rightBlock.draw(x + this.width - rightWidth - 1, y);
      },
    };
  }

  /** A hairline across the column. */
  rule(colour: string, thickness: number): Block {
    return {
      height: thickness,
      draw: (x, y) => {
        this.doc
          .save()
          .moveTo(x, y + thickness / 2)
          .lineTo(x + this.width, y + thickness / 2)
          .lineWidth(thickness)
          .strokeColor(colour)
          .stroke()
          .restore();
      },
    };
  }
}

/** Blocks one under the other, each `gap` below the one before. */
export function stack(parts: readonly { block: Block; gap: number }[]): Block {
  let height = 0;
  const placed = parts.map(({ block, gap }, index) => {
    height += index === 0 ? 0 : gap;
    const top = height;
    height += block.height;
    return { block, top };
  });
  return {
    height,
    draw: (x, y) => placed.forEach(({ block, top }) => block.draw(x, y + top)),
  };
}

import type { Element, ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { ansiToHast, terminalText, withoutAnsi } from './ansi-classes';

const E = '\u001b[';
/** Each piece of text with the classes it is shown with. */
const pieces = (nodes: ElementContent[]) =>
  nodes.map((node) =>
    node.type === 'text'
      ? [node.value, '']
      : [
          ((node as Element).children[0] as { value: string }).value,
          ((node as Element).properties.className as string[]).join(' '),
        ],
  );

describe('terminal colours', () => {
  it('become classes for the 16 colours, backgrounds and bold, never a style', () => {
    const text = `${E}0;31mZeroDivisionError${E}0m: x ${E}1;32mok${E}0m ${E}92mbright${E}39m ${E}44mback${E}49m`;
    expect(pieces(ansiToHast(text))).toEqual([
      ['ZeroDivisionError', 'ansi-red'],
      [': x ', ''],
      ['ok', 'ansi-green ansi-bold'],
      [' ', ''],
      ['bright', 'ansi-bright-green'],
      [' ', ''],
      ['back', 'ansi-bg-blue'],
    ]);
  });

  it("leave text in a colour no class names (256-colour palette, 24-bit) in the output's own colour", () => {
    expect(pieces(ansiToHast(`${E}38;5;241m=${E}39m ${E}38;2;1;2;3mtc${E}0m`))).toEqual([
      ['=', ''],
      [' ', ''],
      ['tc', ''],
    ]);
  });

  it('show a line redrawn with carriage returns (a progress bar) as its last state', () => {
    expect(terminalText('10%\r50%\r100%\ndone\r\n')).toBe('100%\ndone\n');
    expect(withoutAnsi(`${E}31m 10%\r${E}31m100%${E}0m`)).toBe('100%');
  });
});

import { type ESTree, parseSync } from 'vite';

// An owner's TypeScript file as the upgrade edits it: its text, and its syntax tree (ESTree, from the
// parser Vite builds with) read again after each edit, so a node found before an edit is stale after
// it. Offsets are the text's (UTF-16), as JavaScript's strings count them.

export interface Comment {
  type: 'Line' | 'Block';
  start: number;
  end: number;
}

export class SourceFile {
  private parsed: { program: ESTree.Program; comments: readonly Comment[] } | undefined;

  /** @param name the file's path in the content folder ("profile.ts"), which says how to parse it */
  constructor(
    readonly name: string,
    private current: string,
  ) {}

  get text(): string {
    return this.current;
  }

  /** The file's statements, as its text now is. */
  get program(): ESTree.Program {
    return this.parse().program;
  }

  /** The file's comments, in their order. */
  get comments(): readonly Comment[] {
    return this.parse().comments;
  }

  /** The text of a node. */
  textOf(node: ESTree.Span): string {
    return this.current.slice(node.start, node.end);
  }

  /** Replaces the characters from `start` to `end` (nodes taken from the file before are stale after it). */
  splice(start: number, end: number, text: string): void {
    this.current = this.current.slice(0, start) + text + this.current.slice(end);
    this.parsed = undefined;
  }

  private parse() {
    // a file that does not parse yields what could be read of it: a migration finds nothing to do there
    this.parsed ??= parseSync(this.name, this.current, { lang: 'ts', sourceType: 'module' });
    return this.parsed;
  }
}

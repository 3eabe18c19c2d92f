import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { SourceFile } from './source-file.ts';

// The owner's files as the upgrade sees them: the content folder's TypeScript parsed (in memory), and the files the migrations delete or move, in the content folder and in public/.
// Nothing touches the disk until save(), so `npm run upgrade -- --check` and the build's note run
// the same migrations and write nothing.

/** The content folder's TypeScript files, as paths inside it ("profile.ts", "pt-BR/profile.ts"). */
function typeScriptFiles(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const name = under === '' ? entry.name : `${under}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : typeScriptFiles(dir, name);
    return entry.isFile() && entry.name.endsWith('.ts') ? [name] : [];
  });
}

export class OwnerFolder {
  /** Each TypeScript file as the migrations so far left it, by its path in the folder. */
  private readonly files = new Map<string, SourceFile>();
  /** Each TypeScript file's text as read, by its path in the folder. */
  private readonly original = new Map<string, string>();
  private readonly deleted = new Set<string>();
  /** Moves of files, by absolute path: from → to. */
  private readonly moves = new Map<string, string>();

  /**
   * @param dir the content folder (absolute); `label` names it in messages ("src/content")
   * @param publicDir the project's public/ folder (absolute)
   */
  constructor(
    readonly dir: string,
    readonly label: string,
    readonly publicDir: string,
  ) {
    if (!existsSync(dir)) return;
    for (const name of typeScriptFiles(dir)) {
      const text = readFileSync(join(dir, name), 'utf8');
      this.original.set(name, text);
      this.files.set(name, new SourceFile(name, text));
    }
  }

  /** Whether the folder holds any TypeScript file of the owner's. */
  get isEmpty(): boolean {
    return this.original.size === 0;
  }

  /** A content file by its path in the folder ("profile.ts"), as the migrations so far left it. */
  source(name: string): SourceFile | undefined {
    return this.deleted.has(this.contentPath(name)) ? undefined : this.files.get(name);
  }

  /** Every content TypeScript file, with its path in the folder. */
  sources(): { name: string; file: SourceFile }[] {
    return [...this.files]
      .map(([name, file]) => ({ name, file }))
      .filter(({ name }) => !this.deleted.has(this.contentPath(name)));
  }

  /** Adds a TypeScript file to the content folder. */
  create(name: string, text: string): SourceFile {
    const file = new SourceFile(name, text);
    this.files.set(name, file);
    return file;
  }

  contentPath(name: string): string {
    return join(this.dir, ...name.split('/'));
  }

  publicPath(name: string): string {
    return join(this.publicDir, ...name.split('/'));
  }

  /** A file as messages name it: "src/content/resume.pdf", "public/og-image.png". */
  display(path: string): string {
    for (const [folder, label] of [
      [this.dir, this.label],
      [this.publicDir, 'public'],
    ] as const) {
      const inside = relative(folder, path);
      if (!inside.startsWith('..')) return `${label}/${inside.split(sep).join('/')}`;
    }
    return path;
  }

  /** Whether a file is there (or will be, once moved there), and not deleted. */
  exists(path: string): boolean {
    if (this.deleted.has(path) || this.moves.has(path)) return false;
    if ([...this.moves.values()].includes(path)) return true;
    const inside = relative(this.dir, path);
    if (!inside.startsWith('..') && this.files.has(inside.split(sep).join('/'))) return true;
    return existsSync(path);
  }

  delete(path: string): void {
    this.deleted.add(path);
  }

  move(from: string, to: string): void {
    this.moves.set(from, to);
  }

  /** Writes what the migrations changed: the TypeScript files, then the moves, then the deletions. */
  save(): void {
    for (const { name, file } of this.sources()) {
      const { text } = file;
      if (this.original.get(name) === text) continue;
      const path = this.contentPath(name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
    for (const [from, to] of this.moves) {
      mkdirSync(dirname(to), { recursive: true });
      renameSync(from, to);
    }
    for (const path of this.deleted) rmSync(path, { force: true });
  }
}

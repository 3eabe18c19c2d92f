import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import {
  type CommitOptions,
  commitChanges,
  type FileChanges,
  type FileWrite,
  OwnerFileError,
} from '../owner-files/commit-changes.ts';
import { refuseBrokenTexts, syntaxProblems } from '../owner-files/syntax-problems.ts';
import { SourceFile } from './source-file.ts';

// The owner's files as the upgrade sees them: the content folder's TypeScript parsed (in memory), and the files the migrations move, set aside or delete, in the content folder and in
// public/. Nothing touches the disk until save(), which makes every change or none (see
// tooling/owner-files/commit-changes.ts), so `npm run upgrade -- --check` and the build's note run
// the same migrations and write nothing. Nothing of the owner's is deleted: a file the site no longer
// reads is moved into kept-by-upgrade/ (the owner's to look at and delete); only the template's own
// copies, known by their bytes, are deleted.

/** Where the upgrade moves the owner's files that the site no longer reads, in the site's folder. */
const KEPT_FOLDER = 'kept-by-upgrade';

/** The files under `dir` by their path there ("profile.ts", "pt-BR/profile.ts"), but for dot folders and node_modules. */
function filesUnder(dir: string, under = ''): string[] {
  if (!existsSync(join(dir, under))) return [];
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const name = under === '' ? entry.name : `${under}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : filesUnder(dir, name);
    return entry.isFile() ? [name] : [];
  });
}

const isTypeScript = (name: string) => name.endsWith('.ts');

/** A file of the content folder as it will be: a text, or the bytes of a file on the disk. */
export type ContentFile = { name: string; text: string } | { name: string; copyOf: string };

export class OwnerFolder {
  /** Each TypeScript file as the migrations so far left it, by its path in the folder. */
  private readonly files = new Map<string, SourceFile>();
  /** Each TypeScript file's text as read, by its path in the folder. */
  private readonly original = new Map<string, string>();
  /** The template's own copies the migrations delete. */
  private readonly deleted = new Set<string>();
  /** Moves of files, by absolute path: from → to (a content TypeScript file's text as the migrations leave it). */
  private readonly moves = new Map<string, string>();

  /**
   * @param dir the content folder (absolute); `label` names it in messages ("src/content")
   * @param publicDir the project's public/ folder (absolute)
   * @param root the site's folder, where files set aside go (kept-by-upgrade/)
   */
  constructor(
    readonly dir: string,
    readonly label: string,
    readonly publicDir: string,
    readonly root = dirname(publicDir),
  ) {
    for (const name of filesUnder(dir).filter(isTypeScript)) {
      const text = readFileSync(join(dir, name), 'utf8');
      this.original.set(name, text);
      this.files.set(name, new SourceFile(name, text));
    }
  }

  /** Whether the folder holds any TypeScript file of the owner's. */
  get isEmpty(): boolean {
    return this.original.size === 0;
  }

  /**
   * The folder's files that do not parse, one per error with its line and column: the migrations
   * read the files' syntax, and would misread a broken file (or edit inside the error).
   */
  syntaxProblems(): { path: string; problem: string }[] {
    return [...this.original].flatMap(([name, text]) =>
      syntaxProblems(text, name).map((problem) => ({ path: this.contentPath(name), problem })),
    );
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

  /**
   * Moves an owner's TypeScript file from outside the content folder (`from`, absolute) into it as
   * `name`, to be edited there. Throws OwnerFileError when it does not parse.
   */
  adopt(from: string, name: string): SourceFile {
    const text = readFileSync(from, 'utf8');
    const problems = syntaxProblems(text, from);
    if (problems.length > 0)
      throw new OwnerFileError(problems.map((problem) => `${this.display(from)}, ${problem}`).join('\n'));
    this.moves.set(from, this.contentPath(name));
    return this.create(name, text);
  }

  contentPath(name: string): string {
    return join(this.dir, ...name.split('/'));
  }

  publicPath(name: string): string {
    return join(this.publicDir, ...name.split('/'));
  }

  /** A file's path in the content folder ("images/me.jpg"), or undefined when it is outside it. */
  private contentName(path: string): string | undefined {
    const inside = relative(this.dir, path);
    return inside.startsWith('..') || inside === path ? undefined : inside.split(sep).join('/');
  }

  /** A file as messages name it: "src/content/resume.pdf", "public/og-image.png", "kept-by-upgrade/public/favicon.svg". */
  display(path: string): string {
    for (const [folder, label] of [
      [this.dir, this.label],
      [this.publicDir, 'public'],
      [this.root, ''],
    ] as const) {
      const inside = relative(folder, path);
      if (!inside.startsWith('..') && inside !== path)
        return [label, inside.split(sep).join('/')].filter(Boolean).join('/');
    }
    return path;
  }

  /** Whether a file is there (or will be, once moved there), and not deleted or moved away. */
  exists(path: string): boolean {
    if (this.deleted.has(path) || this.moves.has(path)) return false;
    if ([...this.moves.values()].includes(path)) return true;
    const inside = this.contentName(path);
    if (inside !== undefined && this.files.has(inside)) return true;
    return existsSync(path);
  }

  /** Deletes a file that is the template's own copy (its bytes say so): nothing of the owner's is lost. */
  delete(path: string): void {
    this.deleted.add(path);
  }

  move(from: string, to: string): void {
    this.moves.set(from, to);
  }

  /**
   * Moves an owner's file the site no longer reads into kept-by-upgrade/, under its path in the site
   * ("kept-by-upgrade/public/favicon.svg"); returns where it goes, as messages name it.
   */
  setAside(path: string): string {
    const inSite = relative(this.root, path);
    const extension = extname(inSite);
    const taken = new Set(this.moves.values());
    let to = join(this.root, KEPT_FOLDER, inSite);
    for (let copy = 2; existsSync(to) || taken.has(to); copy += 1)
      to = join(this.root, KEPT_FOLDER, `${inSite.slice(0, inSite.length - extension.length)}-${copy}${extension}`);
    this.moves.set(path, to);
    return this.display(to);
  }

  /** What a move writes at its destination: the text of an adopted content file, else the file's bytes. */
  private moved(from: string, to: string): FileWrite {
    const name = this.contentName(to);
    const file = name !== undefined && isTypeScript(name) ? this.files.get(name) : undefined;
    return file ? { path: to, text: file.text } : { path: to, copyOf: from };
  }

  /** The content TypeScript files the migrations changed or created, with their texts (not those moved in). */
  private editedSources(): { name: string; text: string }[] {
    const movedIn = new Set(this.moves.values());
    return this.sources()
      .map(({ name, file }) => ({ name, text: file.text }))
      .filter(({ name, text }) => this.original.get(name) !== text && !movedIn.has(this.contentPath(name)));
  }

  /** The changes of the files in place: what save() makes. */
  changes(): FileChanges {
    return {
      writes: [
        ...this.editedSources().map(({ name, text }) => ({ path: this.contentPath(name), text })),
        ...[...this.moves].map(([from, to]) => this.moved(from, to)),
      ],
      removals: [...this.moves.keys(), ...this.deleted],
    };
  }

  /**
   * The files the content folder will hold, by their path in it, for a copy of it elsewhere (a fork's
   * content taken into a site): its files, as the migrations leave them, and those moved into it.
   */
  contentFiles(): ContentFile[] {
    const files = new Map<string, ContentFile>();
    for (const name of filesUnder(this.dir)) {
      const path = this.contentPath(name);
      if (!this.deleted.has(path) && !this.moves.has(path)) files.set(name, { name, copyOf: path });
    }
    for (const { name, file } of this.sources()) files.set(name, { name, text: file.text });
    for (const [from, to] of this.moves) {
      const name = this.contentName(to);
      if (name === undefined) continue;
      const write = this.moved(from, to);
      files.set(name, 'text' in write ? { name, text: write.text } : { name, copyOf: write.copyOf });
    }
    return [...files.values()];
  }

  /** Whether a migration deletes the file (a copy of the template's own). */
  deletes(path: string): boolean {
    return this.deleted.has(path);
  }

  /**
   * Writes what the migrations changed, all of it or nothing; throws OwnerFileError, having changed
   * nothing, when a file cannot be written (read-only, or a full disk).
   */
  save(options: Omit<CommitOptions, 'display'>): void {
    const changes = this.changes();
    refuseBrokenTexts(
      'the upgrade',
      changes.writes.flatMap((write) =>
        'text' in write ? [{ shown: this.display(write.path), text: write.text }] : [],
      ),
    );
    commitChanges(changes, { ...options, display: (path) => this.display(path) });
  }
}

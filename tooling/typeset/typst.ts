import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeCompiler, type NodeTypstDocument } from '@myriaddreamin/typst-ts-node-compiler';
import type { TypesetFonts } from './fonts-for-text.ts';

// Typst, the typesetting engine of the drawn files, run in Node by its compiler's bindings. The
// document's words reach it as data (JSON it reads with `json(bytes(sys.inputs.data))`), never as
// markup, so nothing an owner writes is parsed as Typst. Its fonts are the ones given: each source
// names them in its font list and sets `fallback: false`, so a font the system happens to have is
// never used and the result is the same on every machine.

/** What a document is made of. */
export interface TypstInput {
  /** The document's Typst source. */
  source: string;
  /** What the source reads as JSON. */
  data: unknown;
  fonts: TypesetFonts;
  /** Files the source reads by path from the root ("/logo.png"), from memory. */
  files?: Readonly<Record<string, Buffer>>;
}

/** A laid-out document: as PDF, as SVG, and what its `metadata` elements hold. */
export interface TypstDocument {
  pdf(): Buffer;
  svg(): string;
  /** The values of the `metadata` elements a selector finds ("<overlong>"). */
  query<T>(selector: string): T[];
}

/** A root of no real files: the document reads only what `files` puts there. */
const ROOT = join(tmpdir(), 'particle-portfolio-typst');

interface Diagnostic {
  message?: string;
  hints?: string[];
}

function describe(compiler: NodeCompiler, problem: Parameters<NodeCompiler['fetchDiagnostics']>[0]): string {
  return (compiler.fetchDiagnostics(problem) as Diagnostic[])
    .map(({ message, hints }) => [message, ...(hints ?? [])].join('; '))
    .join('\n');
}

/** Lays out a document; fails on any error or warning of Typst's, which would be the template's bug. */
export function typeset({ source, data, fonts, files = {} }: TypstInput): TypstDocument {
  const compiler = NodeCompiler.create({ workspace: ROOT, fontArgs: [{ fontBlobs: fonts.files }] });
  for (const [path, bytes] of Object.entries(files)) compiler.mapShadow(join(ROOT, path), bytes);
  const result = compiler.compile({ mainFileContent: source, inputs: { data: JSON.stringify(data) } });
  const error = result.takeError();
  if (error) throw new Error(`Typst could not set the document:\n${describe(compiler, error)}`);
  const warnings = result.takeWarnings();
  if (warnings) throw new Error(`Typst warns:\n${describe(compiler, warnings)}`);
  const document = result.result as NodeTypstDocument;
  return {
    pdf: () => compiler.pdf(document),
    svg: () => compiler.plainSvg(document),
    query: <T>(selector: string) =>
      (compiler.query(document, { selector }) as { value: T }[]).map(({ value }) => value),
  };
}

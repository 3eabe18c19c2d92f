// What poppler's command-line tools read in a PDF (poppler-utils; scripts/install-browsers.sh installs
// it): pdftotext's text, in reading order (it applies the bidirectional algorithm, so right-to-left
// lines read in their logical order, which pdf.js does not give), and pdffonts' list of fonts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether pdftotext and pdffonts are installed. */
export const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    execFileSync('pdffonts', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function withFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'poppler-'));
  const file = join(folder, 'document.pdf');
  try {
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext reads it, without the direction marks it adds around right-to-left lines. */
export const pdftotext = (bytes: Uint8Array): string =>
  withFile(bytes, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })).replace(
    /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    '',
  );

export interface PdfFont {
  name: string;
  embedded: boolean;
  subset: boolean;
}

/** Each font of the PDF, as pdffonts lists it. */
export const pdffonts = (bytes: Uint8Array): PdfFont[] =>
  withFile(bytes, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }))
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      // name, type, encoding, then emb sub uni (yes/no) and the object's number
      const columns = line.trim().split(/\s+/);
      const flags = columns.slice(-5, -2);
      return { name: columns[0]!, embedded: flags[0] === 'yes', subset: flags[1] === 'yes' };
    });

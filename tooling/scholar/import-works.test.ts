import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RecordedServer, recordedServer, recording } from '../../tests/support/recorded-server';
import { contextFromEnvironment } from '../context/site-context.mjs';
import { parsePublications } from '../publications/parse-publications';
import { importWorks } from './import-works';

// `npm run import -- --orcid <iD>` and `-- --doi <doi>…` on a copy of the researcher-owner fixture,
// against recorded ORCID and doi.org answers (tests/fixtures/scholar/): into an empty and into an
// existing publications.bib, merged by DOI and by title and year (nothing twice, the owner's fields
// kept and the differences listed), names as BibTeX writes them, keys and layout in the file's
// style, the owner found, a dry run writing nothing, and a file the build rejects never written.
// Each test imports the owner's content files as the build does: a loaded machine takes its time.

const OWNER = join(process.cwd(), 'tests/fixtures/content/researcher-owner');
const ORCID = '0000-0003-1415-9269';
const owner = { name: 'Inés Ferreira' };

let server: RecordedServer;
let folder: string;
let lines: string[];
const savedContentDir = process.env.CONTENT_DIR;

beforeEach(async () => {
  const { answers: orcid } = recording(`orcid-${ORCID}.json`);
  const { answers: doi } = recording('doi-csl.json');
  server = await recordedServer([...orcid, ...doi]);
  folder = mkdtempSync(join(tmpdir(), 'import-works-'));
  cpSync(OWNER, folder, { recursive: true });
  process.env.CONTENT_DIR = folder;
  lines = [];
});

afterEach(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
  if (savedContentDir === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = savedContentDir;
});

const run = (...args: string[]) =>
  importWorks(
    args,
    {
      site: contextFromEnvironment(process.env),
      orcid: server.url,
      doi: server.url,
      version: 'test',
      policy: { backoffMs: 10 },
    },
    (line) => lines.push(line),
  );
const bib = () => readFileSync(join(folder, 'publications.bib'), 'utf8');
const parsed = async () => parsePublications(bib(), 'publications.bib', owner);
const dois = (text: string) =>
  [...text.matchAll(/^\s*doi\s*=\s*\{([^}]*)\}/gim)].map((match) => match[1]!.toLowerCase());

describe('an import from ORCID', { timeout: 120_000 }, () => {
  it('into an empty publications.bib writes every work once, each author as BibTeX writes a name, the owner found', async () => {
    rmSync(join(folder, 'publications.bib'));
    expect(await run('--orcid', ORCID), lines.join('\n')).toBe(0);
    const { publications, errors } = await parsed();
    expect(errors).toEqual([]);
    // nine works (the talk left out), one of them twice in the record
    expect(publications).toHaveLength(8);
    expect(new Set(dois(bib())).size).toBe(dois(bib()).length);
    expect(lines).toContain(
      `ORCID ${ORCID}: 9 works (and 1 talk left out: "Small Speech Models, Honestly Measured (invited talk)")`,
    );
    expect(bib()).toContain('author    = {Ferreira Santos, Inês and Okafor, Chidi},');
    expect(bib()).toContain('author    = {Ferreira, Inés and Watanabe, Kenji and Romero, Lucía},');
    // keys as Google Scholar makes them: the first author's family name, the year, the title's first word
    expect(publications.map((paper) => paper.key).sort()).toEqual([
      'ferreira2019noise',
      'ferreira2024streaming',
      'ferreira2025distilling',
      'ferreira2025low',
      'ferreira2025measuring',
      'ferreira2026speaker',
      'ferreira2026whisper',
      'ferreirasantos2026early',
    ]);
    // the owner is every paper's author, but under a byline profile.ts does not give, which ORCID says is hers
    for (const paper of publications)
      expect(
        paper.authors.some((author) => author.owner),
        paper.key,
      ).toBe(paper.key !== 'ferreirasantos2026early');
    expect(lines).toContain(
      `ferreirasantos2026early: no author matches your name (Inés Ferreira); "Ferreira Santos, Inês" is you (its ORCID iD is yours): add it to profile.ts: alsoPublishedAs: ['Ferreira Santos, Inês']`,
    );
  });

  it('into an existing file adds the new works, finds the others by DOI or by title and year, keeps the owner’s fields', async () => {
    const before = bib();
    expect(await run('--orcid', ORCID), lines.join('\n')).toBe(0);
    const after = bib();
    const { publications, errors } = await parsed();
    expect(errors).toEqual([]);
    expect(publications).toHaveLength(12 + 4);
    expect(new Set(dois(after)).size).toBe(dois(after).length);
    expect(lines).toContain(`${folder}/publications.bib: 4 new, 4 already there, 1 read twice`);
    expect(lines).toContain('  = ferreira2024streaming, found by its DOI');
    expect(lines).toContain('  = ferreira2019noise, found by its title and year: added pages, month, doi');
    // the owner's title is kept, the record's listed beside it
    const quantisation = publications.find((paper) => paper.key === 'ferreira2025quantisation');
    expect(quantisation?.title).toBe('Low-Bit Quantisation of Transformer Acoustic Models: Where It Fails');
    expect(quantisation?.volume).toBe('2025');
    expect(lines).toContain(
      '      title: kept "Low-Bit Quantisation of Transformer Acoustic Models: Where It Fails" (doi.org: "Low-bit quantization of transformer acoustic models: where it fails")',
    );
    expect(publications.find((paper) => paper.key === 'ferreira2019noise')?.doi).toBe('10.5555/edge.2019.0003');
    // every line the owner wrote is there, in order: the import only added lines
    const added = after.split('\n');
    let at = 0;
    for (const line of before.split('\n')) {
      at = added.indexOf(line, at);
      expect(at, line).toBeGreaterThanOrEqual(0);
    }
  });

  it('imported again changes nothing', async () => {
    await run('--orcid', ORCID);
    const once = bib();
    lines = [];
    expect(await run('--orcid', ORCID)).toBe(0);
    expect(bib()).toBe(once);
    expect(lines.at(-1)).toBe(`${folder}/publications.bib is up to date: nothing to write`);
  });

  it('as a dry run says what would change, each new entry whole, and writes nothing', async () => {
    const before = bib();
    expect(await run('--orcid', ORCID, '--dry-run')).toBe(0);
    expect(bib()).toBe(before);
    expect(lines).toContain('      @inproceedings{ferreirasantos2026early,');
    expect(lines).toContain('      + doi       = {10.5555/edge.2019.0003},');
    expect(lines.at(-1)).toBe(`--dry-run: ${folder}/publications.bib not written`);
  });

  it('takes ORCID’s own record of a work whose DOI doi.org does not know, its authors from the work', async () => {
    expect(await run('--orcid', ORCID)).toBe(0);
    expect(lines).toContain(
      "10.5555/odyssey.2026.0007: doi.org knows no such DOI: ORCID's record of it is taken instead",
    );
    const speaker = (await parsed()).publications.find((paper) => paper.key === 'ferreira2026speaker');
    expect(speaker?.authors.map((author) => author.name)).toEqual(['Inés Ferreira', 'Kenji Watanabe', 'Lucía Romero']);
    expect(speaker?.venue).toBe('Odyssey: The Speaker and Language Recognition Workshop');
  });

  it('writes the owner as the one author of a work whose record names none, and says so', async () => {
    await server.close();
    const orcid = recording(`orcid-${ORCID}.json`).answers.map((answer) => {
      const { bulk } = answer.body as { bulk?: { work: object }[] };
      // the full works as ORCID gives them when whoever added them listed no contributor
      return bulk
        ? { ...answer, body: { bulk: bulk.map(({ work }) => ({ work: { ...work, contributors: null } })) } }
        : answer;
    });
    server = await recordedServer([...orcid, ...recording('doi-csl.json').answers]);
    rmSync(join(folder, 'publications.bib'));
    expect(await run('--orcid', ORCID)).toBe(0);
    const report = (await parsed()).publications.find((paper) => paper.key === 'ferreira2025measuring');
    expect(report?.authors).toMatchObject([{ name: 'Inés Ferreira', owner: true }]);
    expect(lines).toContain(
      'Measuring Speech Models on Phones: A Field Guide: ORCID names no author: you alone are written, add the others',
    );
  });

  it('writes nothing and fails when ORCID does not answer', async () => {
    await server.close();
    server = await recordedServer(() => ({ status: 503, body: 'down for maintenance' }));
    const before = bib();
    expect(await run('--orcid', ORCID)).toBe(1);
    expect(bib()).toBe(before);
    expect(lines).toContain(
      `ORCID did not give the works of ${ORCID}: HTTP 503 Service Unavailable: down for maintenance`,
    );
  });

  it('refuses an iD whose check digit is wrong', async () => {
    expect(await run('--orcid', '0000-0003-1415-9268')).toBe(2);
    expect(lines).toEqual(['"0000-0003-1415-9268" is not an ORCID iD (such as 0000-0002-1825-0097)']);
    expect(server.requests).toEqual([]);
  });
});

describe('an import of DOIs', { timeout: 120_000 }, () => {
  it('writes each name as BibTeX does: a particle, a suffix, a name taken whole, a byline in Han characters; TeX’s specials escaped', async () => {
    rmSync(join(folder, 'publications.bib'));
    expect(await run('--doi', 'https://doi.org/10.5555/book.2023.0007'), lines.join('\n')).toBe(0);
    expect(bib()).toContain(
      'author    = {van der Berg, Jan and Ferreira, Inés and Smith, Jr., John and {OpenSpeech Consortium} and 李, 明轩},',
    );
    const [paper] = (await parsed()).publications;
    expect(paper?.title).toBe('On-Device Speech Recognition: 50% Smaller, R&D Notes');
    expect(paper?.authors.map((author) => author.name)).toEqual([
      'Jan van der Berg',
      'Inés Ferreira',
      'John Smith Jr.',
      'OpenSpeech Consortium',
      '李明轩',
    ]);
    expect(paper).toMatchObject({
      type: 'incollection',
      year: 2023,
      month: 3,
      pages: '101–128',
      doi: '10.5555/book.2023.0007',
    });
  });

  it('follows doi.org to the agency that answers, and asks for CSL JSON', async () => {
    expect(await run('--doi', '10.5555/iclr.2026.0042')).toBe(0);
    const asked = server.requests.map((request) => request.path);
    expect(asked).toEqual(['/10.5555/iclr.2026.0042', '/agency/crossref/10.5555/iclr.2026.0042']);
    expect(server.requests[0]?.headers.accept).toBe('application/vnd.citationstyles.csl+json');
    expect(server.requests[0]?.headers['user-agent']).toBe(
      'particle-portfolio/test (publications import; mailto:ines.ferreira@example.org)',
    );
  });

  it('keys and lays out new entries in the file’s own style', async () => {
    writeFileSync(
      join(folder, 'publications.bib'),
      `@Article{Ferreira2021,
    title = {A Corpus of Conversational European Portuguese},
    author = {Silva, Beatriz and Ferreira, In{\\'e}s},
    journal = {Language Resources and Evaluation},
    year = {2021},
}

@InProceedings{Ferreira2020,
    title = {Keyword Spotting on Microcontrollers},
    author = {Ferreira, In{\\'e}s},
    booktitle = {ICASSP},
    year = {2020},
}
`,
    );
    expect(await run('--doi', '10.5555/book.2023.0007', '10.5555/icml.2024.0456'), lines.join('\n')).toBe(0);
    expect(bib()).toContain(`@Incollection{Berg2023,
    title = {On-Device Speech Recognition: 50\\% Smaller, R\\&D Notes},
    author = {van der Berg, Jan and`);
    expect(bib()).toContain('@Inproceedings{Ferreira2024,');
    expect((await parsed()).errors).toEqual([]);
  });

  it('says which DOIs gave nothing, and writes the others', async () => {
    rmSync(join(folder, 'publications.bib'));
    expect(await run('--doi', '10.5555/odyssey.2026.0007', '10.5555/icml.2024.0456')).toBe(0);
    expect(lines).toContain('10.5555/odyssey.2026.0007: doi.org knows no such DOI');
    expect((await parsed()).publications.map((paper) => paper.key)).toEqual(['ferreira2024streaming']);
  });
});

// it starts Node and the build's code: minutes mean it is hung, not that the machine is busy
describe('the command', { timeout: 180_000 }, () => {
  it('npm run import -- --orcid runs the import of works, not the JSON Resume’s', async () => {
    const child = spawn(process.execPath, ['cli/particle-portfolio.mjs', 'import', '--orcid', ORCID, '--dry-run'], {
      env: { ...process.env, CONTENT_DIR: folder, ORCID_URL: server.url, DOI_URL: server.url },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise((done) => child.on('close', done));
    expect(code, out).toBe(0);
    expect(out).toContain(`${folder}/publications.bib: 4 new, 4 already there, 1 read twice`);
    expect(out).toContain(`--dry-run: ${folder}/publications.bib not written`);
  });
});

describe('an import into a file the build rejects', { timeout: 120_000 }, () => {
  it('writes nothing, naming the file’s problems', async () => {
    const broken = `${bib()}\n@article{broken,\n  title = {No Year},\n  author = {Ferreira, Inés},\n}\n`;
    writeFileSync(join(folder, 'publications.bib'), broken);
    expect(await run('--doi', '10.5555/iclr.2026.0042')).toBe(1);
    expect(bib()).toBe(broken);
    expect(lines.some((line) => /entry "broken": missing year/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(
      /has problems the build stops on: fix them, then import again \(nothing was written\)$/,
    );
    expect(existsSync(join(folder, 'publications.bib'))).toBe(true);
    expect(server.requests).toEqual([]);
  });
});

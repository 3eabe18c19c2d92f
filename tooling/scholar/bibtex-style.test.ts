import { describe, expect, it } from 'vitest';
import { parsePublications } from '../publications/parse-publications';
import { bibtexStyle, familyWord, keyParts, newKey } from './bibtex-style';

// The style of an owner's publications.bib that an import's entries follow: how its keys are made,
// its fields' indent and alignment, its entry types' case.

const owner = { name: 'Inés Ferreira' };

/** A file of entries with these keys, each by Ferreira (2024, "Streaming Attention with Bounded Memory") or Silva (2021, "A Corpus of Speech"). */
function file(keys: [string, string], layout = { indent: '  ', aligned: true, type: 'article' }) {
  const entry = (key: string, title: string, author: string, year: number) => {
    const fields = [
      ['title', `{${title}}`],
      ['author', `{${author}}`],
      ['journal', '{J}'],
      ['year', `{${year}}`],
    ];
    const width = layout.aligned ? 7 : 0;
    return `@${layout.type}{${key},\n${fields.map(([name, value]) => `${layout.indent}${name!.padEnd(width)} = ${value},`).join('\n')}\n}`;
  };
  return `${entry(keys[0], 'Streaming Attention with Bounded Memory', 'Ferreira, Inés and Okafor, Chidi', 2024)}\n\n${entry(keys[1], 'A Corpus of Speech', 'Silva, Beatriz and Ferreira, Inés', 2021)}\n`;
}

const styleOf = async (source: string) =>
  bibtexStyle(source, (await parsePublications(source, 'x.bib', owner)).publications);

describe('the keys of a file', () => {
  it.each([
    [['ferreira2024streaming', 'silva2021corpus'], 'family-year-word', 'okafor2026early'],
    [['Ferreira2024', 'Silva2021a'], 'Family-year', 'Okafor2026'],
    [['ferreira2024', 'silva2021'], 'family-year', 'okafor2026'],
    [['ferreira_2024_streaming', 'silva_2021_corpus'], 'family_year_word', 'okafor_2026_early'],
    [
      ['ferreiraStreamingAttentionBounded2024', 'silvaCorpusSpeech2021'],
      'family-Words-year',
      'okaforEarlyExitStreaming2026',
    ],
    [['Ferreira24', 'Silva21'], 'Family-yy', 'Okafor26'],
    // keys that follow no way of making them: Google Scholar's
    [['paper-one', 'paper-two'], 'family-year-word', 'okafor2026early'],
  ] as const)('%j are made as %s, and so is a new one', async (keys, style, made) => {
    const { key } = await styleOf(file(keys as unknown as [string, string]));
    expect(key).toBe(style);
    expect(newKey(key, keyParts(['Okafor'], 2026, 'Early Exit for Streaming Speech Recognition'), new Set())).toBe(
      made,
    );
  });

  it('of an empty file are Google Scholar’s', async () => {
    expect(await styleOf('')).toEqual({ key: 'family-year-word', indent: '  ', aligned: true, typeCase: 'lower' });
  });

  it('never repeat a key: the next is told apart by a letter', () => {
    const parts = keyParts(['Ferreira'], 2024, 'Streaming Attention');
    expect(newKey('family-year', parts, new Set(['ferreira2024']))).toBe('ferreira2024b');
    expect(newKey('family-year', parts, new Set(['ferreira2024', 'ferreira2024b']))).toBe('ferreira2024c');
  });

  it('take a family name without its particle, in ASCII letters: the first author’s that has one, else “paper”', () => {
    expect(familyWord('van der Berg')).toBe('berg');
    expect(familyWord('García Márquez')).toBe('garciamarquez');
    expect(familyWord('Østergaard')).toBe('ostergaard');
    expect(familyWord('Nguyễn')).toBe('nguyen');
    expect(newKey('family-year-word', keyParts(['李', 'Wang'], 2024, 'Sparse Graphs'), new Set())).toBe(
      'wang2024sparse',
    );
    expect(newKey('family-year-word', keyParts(['李', '王'], 2024, '稀疏图'), new Set())).toBe('paper2024');
    expect(keyParts(['Ferreira'], 2019, 'On the Noise of a Café').words).toEqual(['noise', 'cafe']);
  });
});

describe('the layout of a file', () => {
  it('is its indent, whether its `=` line up, and its types’ case', async () => {
    expect(await styleOf(file(['a', 'b'], { indent: '    ', aligned: false, type: 'Article' }))).toMatchObject({
      indent: '    ',
      aligned: false,
      typeCase: 'capital',
    });
    expect(await styleOf(file(['a', 'b'], { indent: '\t', aligned: true, type: 'ARTICLE' }))).toMatchObject({
      indent: '\t',
      aligned: true,
      typeCase: 'upper',
    });
  });
});

import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import english from '@/shared/i18n/texts/en';
import chinese, { resumeSections as chineseSections } from '@/shared/i18n/texts/zh-Hans';
import { resumeSections as englishSections } from '@/shared/i18n/texts/en';
import { defaultLanguage, LanguageProvider } from '@/ui/language';
import { citationWriter } from '../../../tooling/publications/citation-writer';
import { parsePublications } from '../../../tooling/publications/parse-publications';
import { Publications } from './publications';
import { renderInLanguage, wholeDefaultLanguage } from '../../../tests/support/render-in-language';

// The section on the fixture owner's papers (tests/fixtures/content/scholar-owner/publications.bib).
const FIXTURE = 'tests/fixtures/content/scholar-owner/publications.bib';
const { publications } = await parsePublications(readFileSync(FIXTURE, 'utf8'), FIXTURE, {
  name: 'Élodie Marchetti',
  alsoPublishedAs: ['Élodie Brun'],
});
// the citations the build gives the page's language (the content under test's default), in English
const writer = await citationWriter('en', english, 'Élodie Marchetti');
const language = wholeDefaultLanguage;
const citations = { [defaultLanguage.tag]: publications.map((publication) => writer.citation(publication)) };

function renderSection() {
  const user = userEvent.setup();
  renderInLanguage(<Publications publications={publications} citations={citations} />);
  const entries = within(screen.getByRole('list')).getAllByRole('article');
  const entry = (key: string) => entries[publications.findIndex((publication) => publication.key === key)]!;
  return { user, entries, entry };
}

describe('the Publications section', () => {
  it('is headed "Publications" and lists the papers in the order given (newest first), each headed by its title', () => {
    const { entries } = renderSection();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Publications');
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Sparse Message-Passing for Möbius Sensor Graphs – Learning Where GNNs Fail',
      'Calibrated Uncertainty for Graph Regression under Label Noise',
      'Graph Transformers for Irregular Time Series',
      'A Community Benchmark for Learning on Sensor Networks & Their Failures',
      'On the Stability of Spectral Filters under Edge Deletion',
      'Learning from Sparse Sensor Graphs',
      'Graph Kernels for Air-Quality Forecasting',
    ]);
    for (const entry of entries) expect(entry).toHaveAccessibleName(within(entry).getByRole('heading').textContent!);
  });

  it('links each title to the paper’s own page, /publications/<its key>', () => {
    const { entries } = renderSection();
    for (const [index, entry] of entries.entries()) {
      const { key, title } = publications[index]!;
      expect(/^[\w.-]+$/.test(key), key).toBe(true);
      expect(within(entry).getByRole('link', { name: title })).toHaveAttribute('href', `/publications/${key}`);
    }
  });

  it("sets the owner's name apart (strong) in every author list, and only theirs", () => {
    const { entries } = renderSection();
    expect(
      entries.map((entry) => Array.from(entry.querySelectorAll('strong'), (strong) => strong.textContent)),
    ).toEqual(
      publications.map((publication) =>
        publication.authors.filter((author) => author.owner).map((author) => author.name),
      ),
    );
  });

  it('writes authors as a reference list does: "A, B and C", and "et al." for a list that ended in "and others"', () => {
    const { entry } = renderSection();
    expect(within(entry('brun2019kernels')).getByText(/Jan van der Berg/).textContent).toBe(
      'Élodie Brun, Jan van der Berg and María de la Cruz',
    );
    expect(within(entry('marchetti2024sparse')).getByText(/Jörg Müller/).textContent).toBe(
      'Élodie Marchetti, Jörg Müller, José García, et al.',
    );
  });

  it('shows the venue, volume, pages and year, and says what kind a thesis is', () => {
    const { entry } = renderSection();
    expect(entry('okafor2023consortium')).toHaveTextContent(
      'Journal of Machine Learning Research, vol. 24, pp. 1–38, 2023',
    );
    expect(entry('marchetti2021thesis')).toHaveTextContent('PhD thesis, Universität Zürich, 2021');
    expect(entry('marchetti2024preprint')).toHaveTextContent('arXiv preprint, 2024');
  });

  it('marks the selected paper, and only it', () => {
    const { entries, entry } = renderSection();
    expect(within(entry('marchetti2024sparse')).getByText('Selected')).toBeInTheDocument();
    expect(entries.filter((item) => within(item).queryByText('Selected'))).toHaveLength(1);
  });

  it('gives each link a labelled button that opens a new tab, described by the paper’s title', () => {
    const { entry } = renderSection();
    // beside the title's link to its page
    const links = within(entry('marchetti2024sparse'))
      .getAllByRole('link')
      .filter((link) => !link.closest('h3'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['PDF (opens in a new tab)', 'https://example.org/papers/marchetti2024sparse.pdf'],
      ['Code (opens in a new tab)', 'https://github.com/elodie-marchetti-fixture/sparse-graph-toolkit'],
      ['Slides (opens in a new tab)', 'https://example.org/slides/marchetti2024sparse.pdf'],
      ['Poster (opens in a new tab)', 'https://example.org/posters/marchetti2024sparse.pdf'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription(
        'Sparse Message-Passing for Möbius Sensor Graphs – Learning Where GNNs Fail',
      );
    }
    expect(within(entry('marchetti2024preprint')).getByRole('link', { name: /arXiv/ })).toHaveAttribute(
      'href',
      'https://arxiv.org/abs/2403.01234',
    );
    expect(within(entry('marchetti2022doi')).getByRole('link', { name: /DOI/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.5555/tmlr.2022.0042',
    );
  });
});

describe('the BibTeX of a paper', () => {
  it('is hidden until its button is pressed (from the keyboard too), then shown as text to copy', async () => {
    const { user, entry } = renderSection();
    const button = within(entry('marchetti2022doi')).getByRole('button', { name: 'BibTeX' });
    const text = publications.find((publication) => publication.key === 'marchetti2022doi')!.bibtex;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(entry('marchetti2022doi')).getByText(text, { normalizer: (s) => s })).not.toBeVisible();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(panel.querySelector('pre')!.textContent).toBe(text);
    await user.click(button);
    expect(panel).not.toBeVisible();
  });

  it('is copied to the clipboard by "Copy BibTeX", which says so', async () => {
    const { user, entry } = renderSection();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(entry('marchetti2024sparse')).getByRole('button', { name: 'BibTeX' }));
    await user.click(within(entry('marchetti2024sparse')).getByRole('button', { name: 'Copy BibTeX' }));
    expect(writeText).toHaveBeenCalledWith(publications[0]!.bibtex);
    expect(within(entry('marchetti2024sparse')).getByRole('status')).toHaveTextContent('Copied to the clipboard.');
  });

  it('is selected for copying by hand when the clipboard refuses, and the visitor is told so', async () => {
    const { user, entry } = renderSection();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    await user.click(within(entry('marchetti2024sparse')).getByRole('button', { name: 'BibTeX' }));
    await user.click(within(entry('marchetti2024sparse')).getByRole('button', { name: 'Copy BibTeX' }));
    expect(within(entry('marchetti2024sparse')).getByRole('status')).toHaveTextContent(
      'Could not copy automatically. The text is selected: copy it with Ctrl+C (⌘C on a Mac) or your device’s Copy.',
    );
    const pre = entry('marchetti2024sparse').querySelector('pre')!;
    expect(pre).toHaveFocus();
    expect(window.getSelection()!.toString()).toBe(publications[0]!.bibtex);
  });
});

describe('a long author list', () => {
  it('shows its first six authors and the owner’s name, with a button that shows them all and one that shortens it again', async () => {
    const { user, entry } = renderSection();
    const authors = within(entry('okafor2023consortium')).getByText(/Chidi Okafor/);
    expect(authors).toHaveTextContent(
      'Chidi Okafor, Sara Lindqvist, Haruto Nakamura, Anton Petrov, Claire Dubois, Farhan Rahman, …, Élodie Marchetti, … Show all 14 authors',
    );
    const button = within(authors).getByRole('button', { name: 'Show all 14 authors' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(authors).toHaveTextContent(
      "Chidi Okafor, Sara Lindqvist, Haruto Nakamura, Anton Petrov, Claire Dubois, Farhan Rahman, Marta Kowalski, Lars Østergaard, Beatriz Silva, Élodie Marchetti, Yasmin Haddad, Tomas Novak, Siobhan O'Brien and Wei Zhang Show fewer authors",
    );
    await user.click(within(authors).getByRole('button', { name: 'Show fewer authors' }));
    expect(authors).not.toHaveTextContent('Lars Østergaard');
  });

  it('is not shortened when short', () => {
    const { entries } = renderSection();
    const withButtons = entries.filter((entry) => within(entry).queryByRole('button', { name: /authors$/ }));
    expect(withButtons).toHaveLength(1);
  });
});

describe('in another language of the site', () => {
  it('cites each paper in the page’s language, the owner named as its profile.ts writes her', async () => {
    // the Chinese fixture owner's papers, on her Chinese page (zh-Hans) beside the English one
    const CHINESE = 'tests/fixtures/content/chinese-owner/publications.bib';
    const { publications: hers } = await parsePublications(readFileSync(CHINESE, 'utf8'), CHINESE, {
      name: 'Mingxuan Li',
      inOtherLanguages: ['李明轩'],
      alsoPublishedAs: ['李明轩'],
    });
    const [inEnglish, inChinese] = await Promise.all([
      citationWriter('en', english, 'Mingxuan Li'),
      citationWriter('zh-Hans', chinese, '李明轩'),
    ]);
    const cited = {
      en: hers.map((publication) => inEnglish.citation(publication)),
      'zh-Hans': hers.map((publication) => inChinese.citation(publication)),
    };
    renderInLanguage(<Publications publications={hers} citations={cited} />, {
      language: { ...wholeDefaultLanguage, tag: 'zh-Hans', texts: chinese },
    });
    const entries = within(screen.getByRole('list')).getAllByRole('article');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(chinese.publications);
    expect(
      entries.map((entry) => Array.from(entry.querySelectorAll('strong'), (strong) => strong.textContent)),
    ).toEqual(hers.map(() => ['李明轩']));
    for (const [index, entry] of entries.entries()) {
      const citation = cited['zh-Hans'][index]!;
      expect(entry).toHaveTextContent(citation.venue.map(({ text }) => text).join(citation.delimiter));
    }
  });

  it('gives each paper with a citation count its count, source and day, in the page’s language, and none to the others', () => {
    // two papers counted (a number written as the language writes it), the others not
    const [first, second] = publications;
    const counts = {
      [first!.key]: { count: 1, source: 'openalex' as const, read: '2026-11-28' },
      [second!.key]: { count: 1234, source: 'openalex' as const, read: '2026-10-01' },
    };
    const { unmount } = render(
      <LanguageProvider value={{ ...language, tag: 'en', texts: english, resumeSectionTexts: englishSections }}>
        <Publications publications={publications} citations={{ en: citations[defaultLanguage.tag]! }} counts={counts} />
      </LanguageProvider>,
      { wrapper: MemoryRouter },
    );
    const entries = within(screen.getByRole('list')).getAllByRole('article');
    expect(entries[0]).toHaveTextContent('Cited by 1 · OpenAlex, 2026-11-28');
    expect(entries[1]).toHaveTextContent('Cited by 1,234 · OpenAlex, 2026-10-01');
    expect(within(entries[1]!).getByText('2026-10-01')).toHaveAttribute('datetime', '2026-10-01');
    for (const entry of entries.slice(2)) expect(entry).not.toHaveTextContent(/Cited by/);
    unmount();
    render(
      <LanguageProvider value={{ ...language, tag: 'zh-Hans', texts: chinese, resumeSectionTexts: chineseSections }}>
        <Publications
          publications={publications}
          citations={{ 'zh-Hans': citations[defaultLanguage.tag]! }}
          counts={counts}
        />
      </LanguageProvider>,
      { wrapper: MemoryRouter },
    );
    expect(within(screen.getByRole('list')).getAllByRole('article')[1]).toHaveTextContent(
      '被引用次数：1,234 · OpenAlex',
    );
  });

  it('shows no count where the language has no text for it', () => {
    const withoutSectionTexts = { ...language, tag: 'en', texts: english };
    delete withoutSectionTexts.resumeSectionTexts;
    const counts = { [publications[0]!.key]: { count: 5, source: 'openalex' as const, read: '2026-11-28' } };
    render(
      <LanguageProvider value={withoutSectionTexts}>
        <Publications publications={publications} citations={{ en: citations[defaultLanguage.tag]! }} counts={counts} />
      </LanguageProvider>,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('list')).not.toHaveTextContent(/Cited by|OpenAlex/);
  });
});

// @module-tag sections-left-out
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/support/render-route';
import { cardSections, homeHeadings, profile, projects, technologies } from '../../../tests/support/site-content';

const section = (id: string) => document.getElementById(id)!;
const cardButtons = (id: string) =>
  within(section(id))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-haspopup') === 'dialog');
/** Every card of the page, section by section. */
const allCards = () => cardSections.flatMap(({ id }) => cardButtons(id));
const cardCount = cardSections.reduce((sum, { entries }) => sum + entries.length, 0);

/** The open dialog; its code loads lazily, so it appears a moment after the click. */
const dialog = () => screen.findByRole('dialog');
const waitForClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('home page', () => {
  it('shows the intro, then the sections the content has, in the fixed order', async () => {
    await renderRoute('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Hi, I'm ${profile.name}`);
    expect(screen.getByText(profile.tagline)).toBeInTheDocument();
    expect(screen.getByText(profile.welcome)).toBeInTheDocument();
    // the publications' section is a chunk of its own in the browser: in its place once it has arrived
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(homeHeadings),
    );
  });

  it('has a card per entry in each section', async () => {
    await renderRoute('/');
    for (const { id, entries } of cardSections) {
      expect(cardButtons(id).map((button) => button.textContent)).toEqual(entries.map((entry) => entry.title));
    }
  });

  it('shows on each card its period badge, title, company and technology chips', async () => {
    await renderRoute('/');
    for (const { id, entries } of cardSections) {
      entries.forEach((entry, index) => {
        const card = cardButtons(id)[index]!.closest('article')!;
        if (entry.period) expect(within(card).getByText(entry.period)).toBeInTheDocument();
        if (entry.company) expect(within(card).getByText(entry.company)).toBeInTheDocument();
        const chips = within(card).queryByRole('list', { name: 'Technologies' });
        expect(
          chips
            ? within(chips)
                .getAllByRole('listitem')
                .map((chip) => chip.textContent)
            : [],
        ).toEqual(entry.technologies);
      });
    }
  });

  it('puts the first description line in the hover layer, or "Click to view details" when there is none', async () => {
    await renderRoute('/');
    for (const { id, entries } of cardSections) {
      entries.forEach((entry, index) => {
        const card = cardButtons(id)[index]!.closest('article')!;
        const hoverLayer = card.querySelector('[aria-hidden="true"]:has(> .line-clamp-3)');
        expect(hoverLayer).toHaveTextContent(entry.details[0] ?? 'Click to view details', {
          normalizeWhitespace: true,
        });
      });
    }
  });

  it('holds every description line of each card for print, in a list not displayed on screen (the dialog shows them there)', async () => {
    await renderRoute('/');
    for (const { id, entries } of cardSections) {
      entries.forEach((entry, index) => {
        const card = cardButtons(id)[index]!.closest('article')!;
        const list = card.querySelector('ul:not([aria-label])');
        if (entry.details.length === 0) {
          expect(list).toBeNull();
        } else {
          // display: none on screen (Tailwind's hidden), a block on paper
          expect(list).toHaveClass('hidden', 'print:block');
          expect([...list!.querySelectorAll('li')].map((line) => line.textContent)).toEqual(entry.details);
        }
      });
    }
  });

  it('shows "View on GitHub" only on projects with a github link, opening it in a new tab', async () => {
    await renderRoute('/');
    const withLink = projects.filter((project) => project.github);
    const links =
      projects.length > 0 ? within(section('projects')).queryAllByRole('link', { name: /View on GitHub/ }) : [];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(withLink.map((project) => project.github));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it.runIf(projects.some((project) => project.github))(
    'does not open the modal when "View on GitHub" is clicked',
    async () => {
      const { user } = await renderRoute('/');
      const link = within(section('projects')).getAllByRole('link', { name: /View on GitHub/ })[0]!;
      link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
      await user.click(link);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it.runIf(technologies.length > 0)(
    'shows a technology icon per entry, each with an accessible name and no visible label',
    async () => {
      await renderRoute('/');
      const icons = within(section('technologies')).getAllByRole('img');
      expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual(technologies.map((t) => t.name));
      expect(section('technologies').querySelector('ul')).toHaveTextContent(/^$/);
    },
  );

  it('shows the contact email as a mailto link, when there is one, and no form', async () => {
    await renderRoute('/');
    if (profile.email) {
      const link = within(section('contact')).getByRole('link', { name: profile.email });
      expect(link).toHaveAttribute('href', `mailto:${profile.email}`);
    } else expect(document.getElementById('contact')).toBeNull();
    expect(document.querySelector('form, input, textarea')).toBeNull();
  });
});

// What only a browser does with the dialog (the top layer and its backdrop, the inert page, focus,
// Escape, the scroll lock) is checked in the browser tests: tests/browsers/behaviours/card-dialog*.ts, tests/e2e/card-dialog*.spec.ts.
describe.runIf(cardCount > 0)('card modal', () => {
  it.each(cardSections.map(({ id, modalHeading }) => [id, modalHeading]))(
    'opens a %s card as a modal <dialog> headed "%s"',
    async (id, heading) => {
      const { user } = await renderRoute('/');
      await user.click(cardButtons(id)[0]!);
      const modal = await dialog();
      expect(modal.tagName).toBe('DIALOG');
      expect(modal).toHaveAttribute('open');
      expect(modal).toHaveAccessibleName(heading);
      expect(within(modal).getByRole('heading', { name: heading })).toBeInTheDocument();
      expect(cardButtons(id)[0]).toHaveAttribute('aria-expanded', 'true');
    },
  );

  it('shows the title, company, period, bulleted details (or "Details coming soon...") and technologies of each entry', async () => {
    const { user } = await renderRoute('/');
    for (const { id, entries } of cardSections) {
      for (const [index, entry] of entries.entries()) {
        await user.click(cardButtons(id)[index]!);
        const modal = within(await dialog());
        expect(modal.getByRole('heading', { name: entry.title })).toBeInTheDocument();
        if (entry.company) expect(modal.getByText(entry.company)).toBeInTheDocument();
        if (entry.period) expect(modal.getByText(entry.period)).toBeInTheDocument();
        if (entry.details.length > 0) {
          const bullets = modal.getAllByRole('list').find((list) => !list.hasAttribute('aria-label'))!;
          expect(
            within(bullets)
              .getAllByRole('listitem')
              .map((li) => li.textContent),
          ).toEqual(entry.details);
        } else expect(modal.getByText('Details coming soon...')).toBeInTheDocument();
        if (entry.technologies.length > 0) expect(modal.getByText('Technologies Used')).toBeInTheDocument();
        const chips = modal.queryByRole('list', { name: 'Technologies Used' });
        expect(
          chips
            ? within(chips)
                .getAllByRole('listitem')
                .map((chip) => chip.textContent)
            : [],
        ).toEqual(entry.technologies);
        await user.click(modal.getByRole('button', { name: 'Close' }));
        await waitForClosed();
      }
    }
  });

  // (a route change with the dialog open comes only from the app itself: the modal dialog leaves the
  // visitor nothing else to press; the browser's Back and Forward: tests/e2e/card-history.spec.ts)
  it('is gone when the app navigates away with it open, and stays closed when Back returns to the entry it opened in', async () => {
    const { user, history } = await renderRoute('/');
    await user.click(allCards()[0]!);
    await dialog();
    await act(async () => history.push('/blog'));
    await screen.findByRole('heading', { name: 'Tech Blog' });
    expect(document.querySelector('dialog')).toBeNull();
    await act(async () => history.go(-1));
    await screen.findByRole('heading', { level: 2, name: cardSections[0]!.heading });
    expect(history.location.pathname).toBe('/');
    expect(document.querySelector('dialog')).toBeNull();
    expect(allCards()[0]).toHaveAttribute('aria-expanded', 'false');
  });
});

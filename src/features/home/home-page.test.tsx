import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  it('shows the intro, then the sections the content has, in the fixed order', () => {
    renderRoute('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Hi, I'm ${profile.name}`);
    expect(screen.getByText(profile.tagline)).toBeInTheDocument();
    expect(screen.getByText(profile.welcome)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: profile.photoAlt })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(homeHeadings);
  });

  it('has a card per entry in each section', () => {
    renderRoute('/');
    for (const { id, entries } of cardSections) {
      expect(cardButtons(id).map((button) => button.textContent)).toEqual(entries.map((entry) => entry.title));
    }
  });

  it('shows on each card its period badge, title, company and technology chips', () => {
    renderRoute('/');
    for (const { id, entries } of cardSections) {
      entries.forEach((entry, index) => {
        const card = cardButtons(id)[index]!.closest('article')!;
        if (entry.period) expect(within(card).getByText(entry.period)).toBeInTheDocument();
        if (entry.company) expect(within(card).getByText(entry.company)).toBeInTheDocument();
        const chips = within(card).queryByRole('list', { name: 'Technologies' });
        expect(chips ? within(chips).getAllByRole('listitem').map((chip) => chip.textContent) : []).toEqual(entry.technologies);
      });
    }
  });

  it('puts the first description line in the hover layer, or "Click to view details" when there is none', () => {
    renderRoute('/');
    for (const { id, entries } of cardSections) {
      entries.forEach((entry, index) => {
        const card = cardButtons(id)[index]!.closest('article')!;
        const hoverLayer = card.querySelector('[aria-hidden="true"]:has(> .line-clamp-3)');
        expect(hoverLayer).toHaveTextContent(entry.details[0] ?? 'Click to view details', { normalizeWhitespace: true });
      });
    }
  });

  it('holds every description line of each card for print, in a list not displayed on screen (the dialog shows them there)', () => {
    renderRoute('/');
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

  it('shows "View on GitHub" only on projects with a github link, opening it in a new tab', () => {
    renderRoute('/');
    const withLink = projects.filter((project) => project.github);
    const links = projects.length > 0 ? within(section('projects')).queryAllByRole('link', { name: /View on GitHub/ }) : [];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(withLink.map((project) => project.github));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it.runIf(projects.some((project) => project.github))('does not open the modal when "View on GitHub" is clicked', async () => {
    const { user } = renderRoute('/');
    const link = within(section('projects')).getAllByRole('link', { name: /View on GitHub/ })[0]!;
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    await user.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.runIf(technologies.length > 0)('shows a technology icon per entry, each with an accessible name and no visible label', () => {
    renderRoute('/');
    const icons = within(section('technologies')).getAllByRole('img');
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual(technologies.map((t) => t.name));
    expect(section('technologies').querySelector('ul')).toHaveTextContent(/^$/);
  });

  it('shows the contact email as a mailto link, when there is one, and no form', () => {
    renderRoute('/');
    if (profile.email) {
      const link = within(section('contact')).getByRole('link', { name: profile.email });
      expect(link).toHaveAttribute('href', `mailto:${profile.email}`);
    } else expect(document.getElementById('contact')).toBeNull();
    expect(document.querySelector('form, input, textarea')).toBeNull();
  });
});

describe.runIf(cardCount > 0)('card modal', () => {
  it.each(cardSections.map(({ id, modalHeading }) => [id, modalHeading]))('opens a %s card as a dialog headed "%s"', async (id, heading) => {
    const { user } = renderRoute('/');
    await user.click(cardButtons(id)[0]!);
    await dialog();
    expect(await dialog()).toHaveAttribute('aria-modal', 'true');
    expect(await dialog()).toHaveAccessibleName(heading);
    expect(within(await dialog()).getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows the title, company, period, bulleted details (or "Details coming soon...") and technologies of each entry', async () => {
    const { user } = renderRoute('/');
    for (const { id, entries } of cardSections) {
      for (const [index, entry] of entries.entries()) {
        await user.click(cardButtons(id)[index]!);
        const modal = within(await dialog());
        expect(modal.getByRole('heading', { name: entry.title })).toBeInTheDocument();
        if (entry.company) expect(modal.getByText(entry.company)).toBeInTheDocument();
        if (entry.period) expect(modal.getByText(entry.period)).toBeInTheDocument();
        if (entry.details.length > 0) {
          const bullets = modal.getAllByRole('list').find((list) => !list.hasAttribute('aria-label'))!;
          expect(within(bullets).getAllByRole('listitem').map((li) => li.textContent)).toEqual(entry.details);
        } else expect(modal.getByText('Details coming soon...')).toBeInTheDocument();
        if (entry.technologies.length > 0) expect(modal.getByText('Technologies Used')).toBeInTheDocument();
        const chips = modal.queryByRole('list', { name: 'Technologies Used' });
        expect(chips ? within(chips).getAllByRole('listitem').map((chip) => chip.textContent) : []).toEqual(entry.technologies);
        await user.keyboard('{Escape}');
        await waitForClosed();
      }
    }
  }, 60_000);

  it('closes with the × button', async () => {
    const { user } = renderRoute('/');
    await user.click(allCards()[0]!);
    await dialog();
    await user.click(within(await dialog()).getByRole('button', { name: 'Close' }));
    await waitForClosed();
  });

  it('closes with a click on the overlay', async () => {
    const { user } = renderRoute('/');
    await user.click(allCards()[0]!);
    await dialog();
    await user.click(screen.getByTestId('modal-overlay'));
    await waitForClosed();
  });

  it('closes with a mousedown outside it', async () => {
    const { user } = renderRoute('/');
    await user.click(allCards()[0]!);
    await dialog();
    fireEvent.mouseDown(document.body);
    await waitForClosed();
  });

  it.runIf(cardCount > 1)('does not let the press that closed it open the card beneath', async () => {
    const { user } = renderRoute('/');
    await user.click(allCards()[0]!);
    await dialog();
    const beneath = allCards()[1]!;
    fireEvent.mouseDown(beneath);
    fireEvent.click(beneath);
    await waitForClosed();
    expect(beneath).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on a mousedown inside it', async () => {
    const { user } = renderRoute('/');
    await user.click(allCards()[0]!);
    await dialog();
    fireEvent.mouseDown(within(await dialog()).getAllByRole('heading')[0]!);
    expect(await dialog()).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const { user } = renderRoute('/');
    await user.click(allCards().at(-1)!);
    await dialog();
    await user.keyboard('{Escape}');
    await waitForClosed();
  });

  it('closes when the open card is clicked again', async () => {
    const { user } = renderRoute('/');
    const card = allCards()[0]!;
    await user.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(card); // the card sits under the overlay, so reach it directly
    await waitForClosed();
    expect(card).toHaveAttribute('aria-expanded', 'false');
  });

  it('locks page scrolling while open and restores the previous value after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = renderRoute('/');
    await user.click(allCards()[0]!);
    await dialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitForClosed();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('restores scrolling when the page unmounts with the modal open', async () => {
    const { user, unmount } = renderRoute('/');
    await user.click(allCards()[0]!);
    await dialog();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('restores scrolling when the visitor navigates away with the modal open', async () => {
    const { user, router } = renderRoute('/');
    await user.click(allCards()[0]!);
    await dialog();
    await router.navigate('/blog');
    await screen.findByRole('heading', { name: 'Tech Blog' });
    // the unmounted modal's effect cleanup runs just after the commit that shows the blog
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  });

  it('opens from the keyboard, moves focus in, keeps Tab inside, and returns focus to the card', async () => {
    const { user } = renderRoute('/');
    const card = allCards().at(-1)!;
    card.focus();
    await user.keyboard('{Enter}');
    const modal = await dialog();
    const close = within(modal).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    // the focusables are the × and the scrollable details; Tab from the last wraps to the first, Shift+Tab the other way
    const details = modal.querySelector<HTMLElement>('[tabindex="0"]')!;
    await user.tab();
    expect(details).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(details).toHaveFocus();
    // from anywhere else inside (the panel itself), Tab and Shift+Tab still land inside
    modal.focus();
    await user.tab();
    expect(close).toHaveFocus();
    modal.focus();
    await user.tab({ shift: true });
    expect(details).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitForClosed();
    expect(card).toHaveFocus();
  });

  it('keeps Shift+Tab inside as WebKitGTK reports it (key "Unidentified", keyCode 9)', async () => {
    const { user } = renderRoute('/');
    await user.click(allCards()[0]!);
    const modal = await dialog();
    const close = within(modal).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    const details = modal.querySelector<HTMLElement>('[tabindex="0"]')!;
    fireEvent.keyDown(close, { key: 'Unidentified', keyCode: 9, shiftKey: true });
    expect(details).toHaveFocus();
  });
});

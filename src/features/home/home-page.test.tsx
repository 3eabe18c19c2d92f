import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { experience } from '@/content/experience';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { research } from '@/content/research';
import { technologies } from '@/content/technologies';
import { renderRoute } from '../../../tests/support/render-route';

const section = (id: string) => document.getElementById(id)!;
const cardButtons = (id: string) =>
  within(section(id))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-haspopup') === 'dialog');
/** The open dialog; its code loads lazily, so it appears a moment after the click. */
const dialog = () => screen.findByRole('dialog');
const waitForClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('home page', () => {
  it('shows intro, Experience, Research Experience, Projects, Technologies and Get in Touch, in that order', () => {
    renderRoute('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Hi, I'm ${profile.name}`);
    expect(screen.getByText('Developer')).toBeInTheDocument();
    expect(screen.getByText(profile.welcome)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: profile.photoAlt })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Experience', 'Research Experience', 'Projects', 'Technologies', 'Get in Touch']);
  });

  it('has a card per entry: 5 experience, 3 research and 6 projects', () => {
    renderRoute('/');
    expect(cardButtons('experience')).toHaveLength(experience.length);
    expect(cardButtons('research')).toHaveLength(research.length);
    expect(cardButtons('projects')).toHaveLength(projects.length);
    expect([experience.length, research.length, projects.length]).toEqual([5, 3, 6]);
  });

  it('shows the period badge, role, company and technology chips on each experience card', () => {
    renderRoute('/');
    const first = experience[0]!;
    const card = cardButtons('experience')[0]!.closest('article')!;
    expect(within(card).getByText(first.year)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: first.role })).toBeInTheDocument();
    expect(within(card).getByText(first.company)).toBeInTheDocument();
    const chips = within(within(card).getByRole('list', { name: 'Technologies' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(first.technologies);
    expect(card.querySelector('img')).toBeInTheDocument();
  });

  it('puts the first description line in the hover layer, or "Click to view details" when there is none', () => {
    renderRoute('/');
    const firstCard = cardButtons('experience')[0]!.closest('article')!;
    expect(within(firstCard).getByText(experience[0]!.description[0]!)).toHaveClass('line-clamp-3');
    const emptyIndex = research.findIndex((entry) => entry.description.length === 0);
    expect(emptyIndex).toBeGreaterThanOrEqual(0);
    const emptyCard = cardButtons('research')[emptyIndex]!.closest('article')!;
    expect(within(emptyCard).getByText('Click to view details')).toBeInTheDocument();
  });

  it('shows "View on GitHub" only on projects with a github link, opening it in a new tab', () => {
    renderRoute('/');
    const withLink = projects.filter((project) => project.github);
    expect(withLink.length).toBeLessThan(projects.length);
    const links = within(section('projects')).getAllByRole('link', { name: /View on GitHub/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(withLink.map((project) => project.github));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('does not open the modal when "View on GitHub" is clicked', async () => {
    const { user } = renderRoute('/');
    const link = within(section('projects')).getAllByRole('link', { name: /View on GitHub/ })[0]!;
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    await user.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows 12 technology icons, each with an accessible name and no visible label', () => {
    renderRoute('/');
    const icons = within(section('technologies')).getAllByRole('img');
    expect(icons).toHaveLength(12);
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual(technologies.map((t) => t.name));
    expect(section('technologies').querySelector('ul')).toHaveTextContent(/^$/);
  });

  it('shows the contact email as a mailto link and no form', () => {
    renderRoute('/');
    const link = within(section('contact')).getByRole('link', { name: profile.email });
    expect(link).toHaveAttribute('href', `mailto:${profile.email}`);
    expect(document.querySelector('form, input, textarea')).toBeNull();
  });
});

describe('card modal', () => {
  it.each([
    ['experience', 'Experience Details'],
    ['research', 'Research Details'],
    ['projects', 'Project Details'],
  ])('opens a %s card as a dialog headed "%s"', async (id, heading) => {
    const { user } = renderRoute('/');
    await user.click(cardButtons(id)[0]!);
    await dialog();
    expect(await dialog()).toHaveAttribute('aria-modal', 'true');
    expect(await dialog()).toHaveAccessibleName(heading);
    expect(within(await dialog()).getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows the role, company, period, bulleted details and technologies of the entry', async () => {
    const { user } = renderRoute('/');
    const entry = experience[1]!;
    await user.click(cardButtons('experience')[1]!);
    await dialog();
    const modal = within(await dialog());
    expect(modal.getByRole('heading', { name: entry.role })).toBeInTheDocument();
    expect(modal.getByText(entry.company)).toBeInTheDocument();
    expect(modal.getByText(entry.year)).toBeInTheDocument();
    expect(modal.getAllByRole('listitem').slice(0, entry.description.length).map((li) => li.textContent)).toEqual(
      entry.description,
    );
    expect(modal.getByText('Technologies Used')).toBeInTheDocument();
    const chips = within(modal.getByRole('list', { name: 'Technologies Used' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(entry.technologies);
  });

  it('says "Details coming soon..." for an entry without details', async () => {
    const { user } = renderRoute('/');
    await user.click(cardButtons('research')[research.findIndex((entry) => entry.description.length === 0)]!);
    await dialog();
    expect(within(await dialog()).getByText('Details coming soon...')).toBeInTheDocument();
  });

  it('closes with the × button', async () => {
    const { user } = renderRoute('/');
    await user.click(cardButtons('projects')[0]!);
    await dialog();
    await user.click(within(await dialog()).getByRole('button', { name: 'Close' }));
    await waitForClosed();
  });

  it('closes with a click on the overlay', async () => {
    const { user } = renderRoute('/');
    await user.click(cardButtons('projects')[0]!);
    await dialog();
    await user.click(screen.getByTestId('modal-overlay'));
    await waitForClosed();
  });

  it('closes with a mousedown outside it', async () => {
    const { user } = renderRoute('/');
    await user.click(cardButtons('research')[0]!);
    await dialog();
    fireEvent.mouseDown(document.body);
    await waitForClosed();
  });

  it('does not let the press that closed it open the card beneath', async () => {
    const { user } = renderRoute('/');
    await user.click(cardButtons('research')[0]!);
    await dialog();
    const beneath = cardButtons('research')[1]!;
    fireEvent.mouseDown(beneath);
    fireEvent.click(beneath);
    await waitForClosed();
    expect(beneath).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on a mousedown inside it', async () => {
    const { user } = renderRoute('/');
    await user.click(cardButtons('research')[0]!);
    await dialog();
    fireEvent.mouseDown(within(await dialog()).getByText('Technologies Used'));
    expect(await dialog()).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const { user } = renderRoute('/');
    await user.click(cardButtons('experience')[2]!);
    await dialog();
    await user.keyboard('{Escape}');
    await waitForClosed();
  });

  it('closes when the open card is clicked again', async () => {
    const { user } = renderRoute('/');
    const card = cardButtons('experience')[0]!;
    await user.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(card); // the card sits under the overlay, so reach it directly
    await waitForClosed();
    expect(card).toHaveAttribute('aria-expanded', 'false');
  });

  it('locks page scrolling while open and restores the previous value after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = renderRoute('/');
    await user.click(cardButtons('experience')[0]!);
    await dialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitForClosed();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('restores scrolling when the page unmounts with the modal open', async () => {
    const { user, unmount } = renderRoute('/');
    await user.click(cardButtons('experience')[0]!);
    await dialog();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('restores scrolling when the visitor navigates away with the modal open', async () => {
    const { user, router } = renderRoute('/');
    await user.click(cardButtons('experience')[0]!);
    await dialog();
    await router.navigate('/blog');
    await screen.findByRole('heading', { name: 'Tech Blog' });
    // the unmounted modal's effect cleanup runs just after the commit that shows the blog
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  });

  it('opens from the keyboard, moves focus in, keeps Tab inside, and returns focus to the card', async () => {
    const { user } = renderRoute('/');
    const card = cardButtons('projects')[1]!;
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
    await user.click(cardButtons('research')[0]!);
    const modal = await dialog();
    const close = within(modal).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    const details = modal.querySelector<HTMLElement>('[tabindex="0"]')!;
    fireEvent.keyDown(close, { key: 'Unidentified', keyCode: 9, shiftKey: true });
    expect(details).toHaveFocus();
  });
});

// @module-tag no-logo
// @module-tag languages
// @module-tag own-menu
// @module-tag no-resume
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/support/render-route';
import { profile } from '../../../tests/support/site-content';
import { defaultLanguage as defaultPlace, languages, loadLanguage } from '@/ui/language';
import { menuLinks } from './menu-links';

const defaultLanguage = await loadLanguage(defaultPlace);

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menuList = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '');

describe('navigation bar', () => {
  it.runIf(profile.logo)('shows the logo at 60 by 40 pixels, linking home', async () => {
    await renderRoute('/blog');
    const logo = screen.getByRole('img', { name: `${profile.name}, home` });
    expect(logo).toHaveAttribute('width', '60');
    expect(logo).toHaveAttribute('height', '40');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it.skipIf(profile.logo)('without a logo, shows the name’s initials in a link home named for the owner', async () => {
    await renderRoute('/blog');
    const home = screen.getByRole('link', { name: `${profile.name}, home` });
    expect(home).toHaveAttribute('href', '/');
    // the first letters of the name's first two words
    expect(home).toHaveTextContent(
      new RegExp(
        `^${profile.name
          .split(/\s+/)
          .slice(0, 2)
          .map((word) => word[0])
          .join('')}$`,
        'u',
      ),
    );
  });

  it('has a menu button with the tooltip "Menu"', async () => {
    await renderRoute('/');
    expect(menuButton()).toHaveAttribute('title', 'Menu');
  });

  // the list is a popover: the browser shows and hides it (its button, a press outside, Escape), so
  // opening and closing it are checked in the browser tests (tests/browsers/behaviours/menu.ts); which
  // entries it has, in what order and leading where, in menu-links.test.ts
  it('renders each menu entry as a link to its target, the blog in this tab and the others in a new one, in a popover the button toggles', async () => {
    await renderRoute('/');
    const list = menuList()!;
    expect(list).toHaveAttribute('popover', 'auto');
    expect(menuButton()).toHaveAttribute('popovertarget', list.id);
    const links = within(list).getAllByRole('link', { hidden: true });
    const entries = menuLinks(defaultLanguage);
    expect(links).toHaveLength(entries.length);
    for (const { label, href, internal } of entries) {
      const link = links.find((candidate) => candidate.textContent?.replace(' (opens in a new tab)', '') === label)!;
      expect(link, label).toHaveAttribute('href', href);
      if (internal) expect(link, label).not.toHaveAttribute('target');
      else {
        expect(link, label).toHaveAttribute('target', '_blank');
        expect(link, label).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });
});

describe('language switcher', () => {
  // how it links each language: language-switcher.test.tsx, on a site in three languages
  it('links each other language of the site, and is not there on a site in one language', async () => {
    await renderRoute('/');
    const links = within(screen.getByRole('banner'))
      .queryAllByRole('link')
      .filter((link) => link.hasAttribute('hreflang'));
    expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(languages.slice(1).map(({ tag }) => tag));
  });
});

describe('theme toggle', () => {
  it('reads "Switch to Light Mode" in the default dark theme and "Switch to Dark Mode" in light', async () => {
    const { user } = await renderRoute('/');
    const toggle = screen.getByRole('button', { name: 'Switch to Light Mode' });
    expect(toggle).toHaveAttribute('title', 'Switch to Light Mode');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('title', 'Switch to Dark Mode');
    expect(toggle).toHaveAccessibleName('Switch to Dark Mode');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

describe('background animation control', () => {
  const control = (name: string) => screen.getByRole('button', { name });

  it('says what a press will do, in its name and tooltip, and pauses and plays the background', async () => {
    const { user } = await renderRoute('/');
    const button = control('Pause background animation');
    expect(button).toHaveAttribute('title', 'Pause background animation');
    await user.click(button);
    expect(button).toHaveAccessibleName('Play background animation');
    expect(button).toHaveAttribute('title', 'Play background animation');
    expect(document.documentElement.dataset.background).toBe('paused');
    expect(localStorage.getItem('background')).toBe('paused');
    await user.click(button);
    expect(button).toHaveAccessibleName('Pause background animation');
    expect(document.documentElement.dataset.background).toBe('playing');
  });

  it('sits in the header beside the search, the menu and the theme toggle, and works from the keyboard', async () => {
    const { user } = await renderRoute('/');
    const header = screen.getByRole('banner');
    // (the unit tests build the header of a site with search: vite.config.ts)
    expect(
      within(header)
        .getAllByRole('button')
        .map((b) => b.getAttribute('title')),
    ).toEqual(['Search', 'Pause background animation', 'Menu', 'Switch to Light Mode']);
    control('Pause background animation').focus();
    await user.keyboard('{Enter}');
    expect(control('Play background animation')).toHaveFocus();
    await user.keyboard(' ');
    expect(control('Pause background animation')).toHaveFocus();
    expect(document.documentElement.dataset.background).toBe('playing');
  });
});

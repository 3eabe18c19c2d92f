import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/support/render-route';
import { menuEntries, profile, profileTargets } from '../../../tests/support/site-content';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menuList = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '');

describe('navigation bar', () => {
  it('shows the logo at 60 by 40 pixels, linking home', () => {
    renderRoute('/blog');
    const logo = screen.getByRole('img', { name: `${profile.name}, home` });
    expect(logo).toHaveAttribute('width', '60');
    expect(logo).toHaveAttribute('height', '40');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('has a menu button with the tooltip "Menu"', () => {
    renderRoute('/');
    expect(menuButton()).toHaveAttribute('title', 'Menu');
  });

  // the list is a popover: the browser shows and hides it (its button, a press outside, Escape), so
  // opening and closing it are checked in the browser tests (tests/engines/behaviours.ts)
  it("lists the owner's entries in the fixed order, with the right targets, in a popover the button toggles", () => {
    renderRoute('/');
    const list = menuList()!;
    expect(list).toHaveAttribute('popover', 'auto');
    expect(menuButton()).toHaveAttribute('popovertarget', list.id);
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual(menuEntries);
    const targets: Record<string, string | undefined> = {
      ...profileTargets,
      // the generated résumé is published as resume.pdf, the owner's own PDF under its name
      Resume: profile.resume && (profile.resume === 'generated' ? '/resume.pdf' : `/${profile.resume}`),
      Blog: '/blog',
    };
    for (const link of links) {
      const label = link.textContent!.replace(' (opens in a new tab)', '');
      expect(link, label).toHaveAttribute('href', targets[label]);
      if (label === 'Blog') expect(link).not.toHaveAttribute('target');
      else {
        expect(link, label).toHaveAttribute('target', '_blank');
        expect(link, label).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });
});

describe('theme toggle', () => {
  it('reads "Switch to Light Mode" in the default dark theme and "Switch to Dark Mode" in light', async () => {
    const { user } = renderRoute('/');
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
    const { user } = renderRoute('/');
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

  it('sits in the header beside the menu and the theme toggle, and works from the keyboard', async () => {
    const { user } = renderRoute('/');
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('button').map((b) => b.getAttribute('title'))).toEqual([
      'Pause background animation',
      'Menu',
      'Switch to Light Mode',
    ]);
    control('Pause background animation').focus();
    await user.keyboard('{Enter}');
    expect(control('Play background animation')).toHaveFocus();
    await user.keyboard(' ');
    expect(control('Pause background animation')).toHaveFocus();
    expect(document.documentElement.dataset.background).toBe('playing');
  });
});

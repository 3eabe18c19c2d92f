import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/support/render-route';
import { menuEntries, profile } from '../../../tests/support/site-content';

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
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it("lists the owner's entries in the fixed order, with the right targets", async () => {
    const { user } = renderRoute('/');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const links = within(menuList()!).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual(menuEntries);
    const targets: Record<string, string | undefined> = {
      LinkedIn: profile.links?.linkedin,
      GitHub: profile.links?.github,
      // the generated résumé is published as resume.pdf, the owner's own PDF under its name
      Resume: profile.resume && (profile.resume === 'generated' ? '/resume.pdf' : `/${profile.resume}`),
      Blog: '/blog',
      'Google Scholar': profile.links?.scholar,
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

  it('is 12rem wide (w-48)', async () => {
    const { user } = renderRoute('/');
    await user.click(menuButton());
    expect(menuList()).toHaveClass('w-48');
  });

  it('closes on a press outside it', async () => {
    const { user } = renderRoute('/');
    await user.click(menuButton());
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a tap outside it, and stays open while a touch outside scrolls or pinches', async () => {
    const { user } = renderRoute('/');
    await user.click(menuButton());
    const outside = screen.getByRole('heading', { level: 1 });
    const touch = (type: string, ...points: [number, number][]) =>
      act(() => {
        const touches = points.map(([clientX, clientY]) => ({ clientX, clientY })) as never;
        outside.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches }));
      });
    touch('touchstart', [100, 400]);
    touch('touchmove', [100, 300]);
    touch('touchend');
    touch('touchstart', [100, 400]);
    touch('touchstart', [100, 400], [200, 400]);
    touch('touchmove', [90, 400], [210, 400]);
    touch('touchend');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    touch('touchstart', [100, 400]);
    touch('touchend');
    await screen.findByRole('button', { name: 'Menu', expanded: false });
  });

  it('closes when the visitor goes Back or Forward, and is closed on the page they come back to', async () => {
    const { user, router } = renderRoute('/');
    await user.click(menuButton());
    await user.click(within(menuList()!).getByRole('link', { name: 'Blog' }));
    await user.click(menuButton());
    await act(() => router.navigate(-1));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Blog' })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user } = renderRoute('/');
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when an entry is picked, and Blog navigates in the same tab', async () => {
    const { user, router } = renderRoute('/');
    await user.click(menuButton());
    await user.click(within(menuList()!).getByRole('link', { name: 'Blog' }));
    expect(router.state.location.pathname).toBe('/blog');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Blog' })).toBeInTheDocument();
  });

  it.runIf(menuEntries.length > 1)('closes when an external entry is picked', async () => {
    const { user } = renderRoute('/');
    await user.click(menuButton());
    const external = within(menuList()!).getAllByRole('link').find((link) => link.getAttribute('target') === '_blank')!;
    external.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    await user.click(external);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the menu with its button', async () => {
    const { user } = renderRoute('/');
    await user.click(menuButton());
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
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

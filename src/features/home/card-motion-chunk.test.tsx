import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/support/render-route';
import { cardSections } from '../../../tests/support/site-content';

// the dialog animation's chunk: the first two imports fail, as they do after a redeploy removed the
// file; the third brings an animation that animates nothing (jsdom has no Web Animations API)
const chunk = vi.hoisted(() => ({ imports: 0, failures: 2 }));
vi.mock('./card-motion', () => {
  chunk.imports += 1;
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: /assets/card-motion-old.js');
  }
  return { motion: { enter: () => {}, exit: () => Promise.resolve() } };
});

const section = cardSections[0];
const cards = () =>
  within(document.getElementById(section!.id)!)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-haspopup') === 'dialog');

describe.runIf(section)("when the dialog animation's chunk cannot be loaded", () => {
  it('still opens the card in a dialog with its details, and the next opening tries the chunk again', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { user } = await renderRoute('/');
    const card = cards()[0]!;
    await user.hover(card); // the prefetch fails, and leaves no unhandled rejection
    await waitFor(() => expect(chunk.imports).toBe(1));
    await user.click(card); // tries again, and fails again
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveAccessibleName(section!.modalHeading);
    expect(within(modal).getByRole('heading', { name: section!.entries[0]!.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Hi/);
    await waitFor(() => expect(chunk.imports).toBe(2));

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    await user.click(card);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName(section!.modalHeading);
    await waitFor(() => expect(chunk.imports).toBe(3));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

// @module-tag no-photo
// (the shapes of content its outcome depends on, run on the fixture owners that add them: tests/support/shapes.mjs)
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initials } from '@/shared/initials';
import { renderRoute } from '../../../tests/support/render-route';
import { profile } from '../../../tests/support/site-content';

describe('the intro', () => {
  it('shows the owner’s photo, described; without one, the name’s initials in its place, which assistive technology skips', async () => {
    await renderRoute('/');
    const intro = screen.getByRole('heading', { level: 1 }).closest('section')!;
    const placeholder = intro.querySelector('[data-placeholder]');
    if (profile.photo) {
      expect(within(intro).getByRole('img', { name: profile.photoAlt ?? '' })).toBeInTheDocument();
      expect(placeholder).toBeNull();
    } else {
      expect(within(intro).queryByRole('img')).toBeNull();
      // the letters of the site's one rule for initials (src/shared/initials.ts), as a card without a picture shows them
      expect(placeholder).toHaveTextContent(initials(profile.name));
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
      expect(placeholder).toHaveClass('card-placeholder');
    }
  });
});

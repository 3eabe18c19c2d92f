import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/support/render-route';

describe('router fallback screen', () => {
  it('shows "Unexpected Application Error!" and 404 Not Found for an unknown path, with a link home', async () => {
    await renderRoute('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
  });
});

import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/support/render-route';
import { RouteError } from './route-error';

describe('router fallback screen', () => {
  it('shows "Unexpected Application Error!" and 404 Not Found for an unknown path, with a link home', () => {
    renderRoute('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the message and the stack trace of an error thrown while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('model weights missing');
    }
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 2, name: 'model weights missing' })).toBeInTheDocument();
    expect(screen.getByText(/at Broken/)).toBeInTheDocument();
  });
});

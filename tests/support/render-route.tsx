import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { loadFirstPage, SiteRouter } from '@/app/site-router';

/**
 * Renders the app's real route table at `path`, as a visitor would land on it: once its page is loaded (its language,
 * what its route loads), as the browser hydrates it. `history` moves it on: push, replace, go(-1).
 */
export async function renderRoute(path: string) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const first = await loadFirstPage(history, '/');
  const user = userEvent.setup();
  return { user, history, ...render(<SiteRouter history={history} basename="/" first={first} />) };
}

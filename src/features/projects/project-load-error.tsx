import { useRouteError } from 'react-router-dom';
import { LoadErrorMessage } from '@/ui/load-error-message';
import { ProjectChunkError } from './project-loader';

/**
 * A project's page whose chunk did not arrive, reached inside the app: the page says so and offers to
 * reload. Any other error (an address no project has) goes on to the router's fallback screen.
 */
export function ProjectLoadError() {
  const error = useRouteError();
  if (!(error instanceof ProjectChunkError)) throw error;
  return <LoadErrorMessage />;
}

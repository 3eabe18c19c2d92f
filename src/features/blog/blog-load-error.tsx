import { useRouteError } from 'react-router-dom';
import { LoadErrorMessage } from '@/ui/load-error-message';
import { BlogChunkError } from './post-loaders';

/**
 * A blog page whose chunk did not arrive (most often: the site was redeployed while this tab was
 * open, and the old chunk is gone). Reloading fetches the current site. Any other error goes on to
 * the router's fallback screen.
 */
export function BlogLoadError() {
  const error = useRouteError();
  if (!(error instanceof BlogChunkError)) throw error;
  return <LoadErrorMessage />;
}

import { useEffect } from 'react';

/** Sets the document title while the calling component is shown; undefined leaves it as it is. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}

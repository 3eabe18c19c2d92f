import type { AnchorHTMLAttributes } from 'react';
import { useTexts } from '@/ui/language';

/** A link that opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const texts = useTexts();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{` ${texts.opensInNewTab}`}</span>
    </a>
  );
}

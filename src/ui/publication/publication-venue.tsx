import { Fragment } from 'react';
import type { Citation } from '@/shared/content/citation';

/**
 * "Journal of X, vol. 3, pp. 45–61, 2019": where and when it appeared, in the page's language, the venue cited as a
 * title.
 */
export function Venue({ citation: { venue: parts, delimiter } }: { citation: Citation }) {
  return (
    <p className="text-sm text-muted">
      {parts.map(({ kind, text }, index) => {
        const after = index < parts.length - 1 ? delimiter : '';
        return kind === 'venue' ? (
          <Fragment key={kind}>
            <cite>{text}</cite>
            {after}
          </Fragment>
        ) : (
          <Fragment key={kind}>{`${text}${after}`}</Fragment>
        );
      })}
    </p>
  );
}

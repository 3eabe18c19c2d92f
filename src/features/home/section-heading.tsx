import type { ReactNode } from 'react';

/**
 * A section's heading with an accent bar under it. On paper the heading stays with what follows it;
 * the bar is left out, as Chromium lets a block inside the heading override its break-after.
 */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2
      id={id}
      className="mb-8 text-3xl font-bold tracking-tight text-fg-strong sm:text-4xl print:mb-4 print:break-after-avoid print:text-2xl"
    >
      {children}
      <span aria-hidden="true" className="mt-3 block h-1 w-16 rounded-full bg-accent print:hidden" />
    </h2>
  );
}

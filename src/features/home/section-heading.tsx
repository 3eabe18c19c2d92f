import type { ReactNode } from 'react';

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-8 text-3xl font-bold tracking-tight text-fg-strong sm:text-4xl">
      {children}
      <span aria-hidden="true" className="mt-3 block h-1 w-16 rounded-full bg-accent" />
    </h2>
  );
}

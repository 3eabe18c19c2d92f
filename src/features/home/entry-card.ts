/** The card of a talk or a course: as tall as its row's other card, flat on paper. */
export const entryCard =
  'flex h-full w-full flex-col gap-1 rounded-2xl border border-line bg-card p-5 shadow-lg print:break-inside-avoid print:rounded-lg print:p-4 print:shadow-none';

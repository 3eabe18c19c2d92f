// A JSON Resume's ISO dates as a period written for people, the way the content writes them:
// "2023-03" and no end date → "Mar 2023 - Present"; "2019" to "2021" → "2019 - 2021".

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2023-03-15" or "2023-03" → "Mar 2023", "2023" → "2023"; undefined for anything else. */
export function dateText(iso: string): string | undefined {
  const [, year, month] = /^(\d{4})(?:-(\d{2})(?:-\d{2})?)?$/.exec(iso) ?? [];
  if (!year) return undefined;
  if (!month) return year;
  const name = MONTHS[Number(month) - 1];
  return name && `${name} ${year}`;
}

/** The period of an entry with these dates; undefined when it has no start date the content can show. */
export function periodText(startDate: string | undefined, endDate: string | undefined): string | undefined {
  const start = startDate && dateText(startDate);
  if (!start) return undefined;
  const end = endDate ? dateText(endDate) : 'Present';
  return end === undefined ? undefined : end === start ? start : `${start} - ${end}`;
}

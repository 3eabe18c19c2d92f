import type { IsoDate } from './json-resume-types.ts';

// A period is written for people ("May 2025 - Present"); JSON Resume wants ISO dates. A period
// written another way ("Summer 2023") keeps its text on the site and in the PDF and gets no dates.

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const ONGOING = /^(present|current|now|today)$/i;

const yearMonth = (year: string, month: number): IsoDate | undefined =>
  month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, '0')}` : undefined;

/** A month's name or its abbreviation ("Sep", "Sept.") as its number, 0 when it is none. */
const monthNumber = (name: string): number =>
  name.length >= 3 ? MONTHS.findIndex((month) => month.startsWith(name.toLowerCase())) + 1 : 0;

/** "May 2025", "September 2025", "05/2025", "2025-05" or "2025" as an ISO date; undefined for anything else. */
function isoDate(text: string): IsoDate | undefined {
  if (/^\d{4}$/.test(text)) return text;
  const [, year = '', month = ''] = /^(\d{4})-(\d{2})$/.exec(text) ?? [];
  if (year) return yearMonth(year, Number(month));
  const [, numbered = '', numberedYear = ''] = /^(\d{1,2})\/(\d{4})$/.exec(text) ?? [];
  if (numbered) return yearMonth(numberedYear, Number(numbered));
  const [, named = '', namedYear = ''] = /^(\p{L}+)\.? (\d{4})$/u.exec(text) ?? [];
  if (named) return yearMonth(namedYear, monthNumber(named));
  return undefined;
}

/** The start and end dates of a period such as "May 2025 - Present" (an ongoing period has no end). */
export function periodDates(period: string): { startDate?: IsoDate; endDate?: IsoDate } {
  const parts = period.trim().split(/\s*[–—]\s*|\s+-\s+|\s+to\s+|(?<=^\d{4})-(?=\d{4}$)/i);
  if (parts.length > 2) return {};
  const [start = '', end = start] = parts;
  const startDate = isoDate(start);
  if (startDate === undefined) return {};
  if (ONGOING.test(end)) return { startDate };
  const endDate = isoDate(end);
  return endDate === undefined ? {} : { startDate, endDate };
}

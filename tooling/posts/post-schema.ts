import { z } from 'zod';

// Build-time only: the front matter of a Markdown post in src/content/posts/<slug>.md.

const required = (what: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`),
});
const text = z.string(required('text')).trim().min(1, 'must not be empty');

/** A date that exists in the calendar (a value not written YYYY-MM-DD is the format check's to report). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const SUMMARY_MAX_LENGTH = 280;

export const postFrontMatterSchema = z.strictObject({
  title: text,
  date: z
    .string(required('a date written YYYY-MM-DD, such as "2025-03-04"'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, such as "2025-03-04"')
    .refine(isCalendarDate, 'is not a date in the calendar'),
  summary: text.max(SUMMARY_MAX_LENGTH, `must be one or two sentences (at most ${SUMMARY_MAX_LENGTH} characters)`),
  tags: z.array(text, required('a list, such as [machine-learning, python]')).optional(),
  draft: z.boolean(required('true or false')).optional(),
});

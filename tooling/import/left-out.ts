import { SITE_FIELDS } from '../resume/json-resume-types.ts';

// What an import cannot place in the content, said field by field at the end of its run, each line
// naming the field as the résumé writes it, the entry's name, and why: "references[0] (Jane Doe): left
// out, the site has no place for references".

/** The lines of what was left out, in the résumé's order. */
export class LeftOut {
  readonly lines: string[] = [];

  /** `field` of the résumé ("work[0].url", "references[1]"), the entry's name if it has one, and why it is left out. */
  add(field: string, name: string | undefined, why: string): void {
    this.lines.push(`${field}${name?.trim() ? ` (${name.trim()})` : ''}: left out, ${why}`);
  }

  /**
   * Each field of `entry` other than those `placed` (and the site's own, which the import reads) that says
   * something, left out with `why`: "work[0].url (Donau Bank): left out, a card has no place for it".
   */
  unplaced(field: string, name: string | undefined, entry: object, placed: readonly string[], why: string): void {
    for (const [key, value] of Object.entries(entry))
      if (key !== SITE_FIELDS && !placed.includes(key) && given(value)) this.add(`${field}.${key}`, name, why);
  }
}

/** Whether a résumé's value says something: not empty, not only spaces. */
function given(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(given);
  if (value && typeof value === 'object') return Object.values(value).some(given);
  return value !== undefined && value !== null;
}

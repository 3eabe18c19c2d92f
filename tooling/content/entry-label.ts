/** An entry of a content list as messages name it: 'entry 2 ("Brain Tumour Detection from MRI")'. */
export function entryLabel(entry: unknown, index: number): string {
  const record = (entry ?? {}) as Record<string, unknown>;
  const name = [record.role, record.title, record.name, record.degree, record.course, record.date].find(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
  return `entry ${index + 1}${name ? ` ("${String(name)}")` : ''}`;
}

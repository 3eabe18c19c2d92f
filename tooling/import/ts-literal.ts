// A value as TypeScript source in the content files' style: single quotes, unquoted keys where they
// are identifiers, one item a line, two spaces a level.

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

export function tsLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${tsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([key, item]) => `${inner}${IDENTIFIER.test(key) ? key : quoted(key)}: ${tsLiteral(item, inner)},`).join('\n')}\n${indent}}`;
  }
  throw new Error(`Cannot write ${String(value)} as TypeScript`);
}

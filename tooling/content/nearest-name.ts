import { distance } from 'fastest-levenshtein';

/**
 * The name among `names` that `typed` most likely misspells ("githb" → "github"), or undefined when
 * none is close: at most a third of the letters differ (and at least one may always differ).
 */
export function nearestName(typed: string, names: readonly string[]): string | undefined {
  const lower = typed.toLowerCase();
  let best: { name: string; edits: number } | undefined;
  for (const name of names) {
    const edits = distance(lower, name.toLowerCase());
    if (!best || edits < best.edits) best = { name, edits };
  }
  return best && best.edits <= Math.max(1, Math.floor(typed.length / 3)) ? best.name : undefined;
}

import { iconSets } from '../../src/shared/content/technology-icons.ts';
import { iconNamesOf } from '../icons/icon-sets.ts';

// A skill's name matched to an icon of the sets technologies.ts takes, by its letters and digits:
// "scikit-learn" → SiScikitlearn, "Hugging Face" → SiHuggingface, "C++" → SiCplusplus.

const SPELLED: Readonly<Record<string, string>> = { '+': 'plus', '#': 'sharp', '.': 'dot' };

const key = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[+#]|\.(?=\w)/g, (symbol) => SPELLED[symbol] ?? '')
    .replace(/[^a-z0-9]/g, '');

let byKey: Map<string, string> | undefined;

/** The icons by key, Simple Icons first (brands), then Devicons, then Font Awesome. */
function icons(): Map<string, string> {
  if (byKey) return byKey;
  byKey = new Map();
  for (const prefix of ['Si', 'Di', 'Fa'] as const) {
    for (const name of iconNamesOf(iconSets[prefix])) {
      const matched = key(name.slice(prefix.length));
      if (!byKey.has(matched)) byKey.set(matched, name);
    }
  }
  return byKey;
}

/** The icon named like the skill, such as "SiPython" for "Python"; undefined when none is. */
export const technologyIcon = (skill: string): string | undefined => (key(skill) ? icons().get(key(skill)) : undefined);

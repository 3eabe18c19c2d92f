import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import { TRANSLATABLE_FIELDS, TRANSLATABLE_ITEMS, type TranslatedFile } from '../../src/shared/content/translation.ts';
import { nearestName } from '../content/nearest-name.ts';

/** The owner's words in another language: the translation's fields, the default language's for the rest. */
export interface TranslatedWords {
  words: OwnerWords;
  /** The fields shown in the default language, such as "experience.0.role". */
  fallbacks: string[];
  /** Problems that stop the build, each naming the file and the field. */
  errors: string[];
}

type Value = unknown;
const isRecord = (value: Value): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: Value) => typeof value === 'string' && value.trim().length > 0;
const isTextList = (value: Value) => Array.isArray(value) && value.length > 0 && value.every(isText);

const LISTS = [
  'experience',
  'research',
  'projects',
  'technologies',
  'education',
  'certificates',
  'awards',
  'talks',
  'teaching',
  'news',
] as const;

const isItemList = (field: string): field is keyof typeof TRANSLATABLE_ITEMS => field in TRANSLATABLE_ITEMS;

/**
 * Merges the translation files of one language over the default content. `label(file)` names a
 * translation file in messages ("src/content/pt-BR/profile.ts").
 */
export function translateContent(
  defaults: OwnerWords,
  translation: Partial<Record<TranslatedFile, Value>>,
  label: (file: TranslatedFile) => string,
): TranslatedWords {
  const fallbacks: string[] = [];
  const errors: string[] = [];

  // one entry: each translatable field from the translation when it gives one, else the default's (a fallback)
  function entry(
    file: TranslatedFile,
    path: string,
    base: Record<string, Value>,
    given: Value,
    fields: readonly string[],
  ): Record<string, Value> {
    if (given === undefined) given = {};
    if (!isRecord(given)) {
      errors.push(`${label(file)}, ${path}: must be an object of the fields that change`);
      return base;
    }
    for (const key of Object.keys(given)) {
      if (fields.includes(key)) continue;
      const nearest = nearestName(key, fields);
      errors.push(
        `${label(file)}, ${path}, field "${key}": not a translatable field: ${nearest ? `did you mean "${nearest}"?` : `the fields are ${fields.join(', ')}`}`,
      );
    }
    const merged: Record<string, Value> = { ...base };
    for (const field of fields) {
      if (!(field in base)) continue;
      const value = given[field];
      const at = `${path}.${field}`;
      if (isItemList(field)) {
        merged[field] = list(file, at, base[field] as Record<string, Value>[], value, TRANSLATABLE_ITEMS[field]);
      } else if (value === undefined) {
        // a name is the owner's in every language: kept as written, it has not fallen back to another language
        if (at !== 'profile.name') fallbacks.push(at);
      } else if (Array.isArray(base[field]) ? isTextList(value) : isText(value)) {
        merged[field] = value;
      } else {
        errors.push(
          `${label(file)}, field "${at}": must be ${Array.isArray(base[field]) ? 'a list of texts' : 'a text'}, not empty`,
        );
      }
    }
    return merged;
  }

  // a list, matched by position: entries the translation leaves out keep the default's words
  function list(
    file: TranslatedFile,
    path: string,
    base: readonly Record<string, Value>[],
    given: Value,
    fields: readonly string[],
  ) {
    if (given === undefined) given = [];
    if (!Array.isArray(given)) {
      errors.push(`${label(file)}, ${path}: must be a list, one entry per entry of the default language, in its order`);
      return base;
    }
    if (given.length > base.length) {
      errors.push(
        `${label(file)}, ${path}: ${given.length} entries, but the default language has ${base.length} (entries are matched by position)`,
      );
    }
    return base.map((item, index) => entry(file, `${path}.${index}`, item, given[index], fields));
  }

  const words = {
    profile: entry(
      'profile',
      'profile',
      defaults.profile as unknown as Record<string, Value>,
      translation.profile,
      TRANSLATABLE_FIELDS.profile,
    ),
    blog: entry(
      'blog',
      'blog',
      defaults.blog as unknown as Record<string, Value>,
      translation.blog,
      TRANSLATABLE_FIELDS.blog,
    ),
    ...Object.fromEntries(
      LISTS.map((file) => [
        file,
        list(
          file,
          file,
          (defaults[file] ?? []) as unknown as Record<string, Value>[],
          translation[file],
          TRANSLATABLE_FIELDS[file],
        ),
      ]),
    ),
  } as unknown as OwnerWords;
  return { words, fallbacks, errors };
}

/** A technology's name, or what of it the owner uses: "technologies.3.name", "technologies.3.keywords". */
const TECHNOLOGY_NAME = /^technologies\.\d+\.(name|keywords)$/;

/**
 * The fields a translation left out that are words still to translate: all but the technologies' names. A
 * technology's name is the name of a product or a language ("Python", "PyTorch", "Kubernetes"), written the
 * same in every language; left out, it is shown as written (and marked with the default language's tag,
 * as every field left out is), not counted as a word the owner has still to translate.
 */
export const untranslated = (fallbacks: readonly string[]): string[] =>
  fallbacks.filter((path) => !TECHNOLOGY_NAME.test(path));

/** How many fields fell back, per content file: { "profile.ts": 1, "experience.ts": 4 }. */
export function fallbacksPerFile(fallbacks: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const path of fallbacks) {
    const file = `${path.split('.')[0]}.ts`;
    counts[file] = (counts[file] ?? 0) + 1;
  }
  return counts;
}

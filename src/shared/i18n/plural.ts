/** One form of a text that counts: the words, or a function of the number as the language writes it. */
type PluralForm = string | ((count: string) => string);

/**
 * The forms of a text that counts, one per plural category its language has in CLDR (Intl.PluralRules:
 * English has one and other; Arabic zero, one, two, few, many and other; Chinese, Japanese and Korean
 * other alone). `other` is required: a category without a form of its own takes it, as in ICU's messages.
 */
export type PluralForms = { readonly other: PluralForm } & {
  readonly [Category in Exclude<Intl.LDMLPluralRule, 'other'>]?: PluralForm;
};

/** A text of a catalogue that counts; `language` is the tag its rules are the language's of. */
export type PluralText = ((count: number) => string) & { readonly language: string };

/**
 * A text of a catalogue that counts: `plural('en', { one: (n) => `${n} more line`, other: (n) => `${n} more lines` })`.
 * The function it gives picks the form of the number's plural category in the language `tag` and writes the number
 * as the language does (Intl.NumberFormat: "1,234" in English, "1.234" in German, its own digits where the
 * language's default numbering system has them, or the one the tag names: "ar-u-nu-latn").
 */
export function plural(tag: string, forms: PluralForms): PluralText {
  const rules = new Intl.PluralRules(tag);
  const numbers = new Intl.NumberFormat(tag);
  const text = (count: number) => {
    const form = forms[rules.select(count)] ?? forms.other;
    return typeof form === 'string' ? form : form(numbers.format(count));
  };
  return Object.assign(text, { language: tag });
}

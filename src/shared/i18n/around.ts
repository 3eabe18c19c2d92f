// A character no text of the catalogue holds, to find where a parametrised text puts its parameter.
const MARK = '\u0000';

/**
 * The text before and after the parameter of a parametrised text, for a component that renders the
 * parameter in an element of its own: around(texts.greeting) → ["Hi, I'm ", ""]. The catalogue keeps
 * whole sentences, and each language puts the parameter where its grammar wants it.
 */
export function around(text: (parameter: string) => string): [before: string, after: string] {
  const [before = '', ...after] = text(MARK).split(MARK);
  return [before, after.join('')];
}

// A page's contents: the headings of its body (a post's, and any page written like one), read when
// the site is built (tooling/posts/render-post.ts), listed beside the text by src/ui/contents.tsx.

/** A heading of level 2 or 3 of a body: its anchor's id and its words as plain text. */
export interface ContentsHeading {
  level: 2 | 3;
  id: string;
  text: string;
}

/**
 * The fewest headings for which a body shows its contents. With one or two sections the reader sees
 * the shape of the text at a glance and the list would only push it down (on a phone) or stand
 * nearly empty beside it; from three, jumping to a section and seeing where one is start to pay.
 */
const MIN_CONTENTS_HEADINGS = 3;

export const showsContents = (headings: readonly ContentsHeading[]): boolean =>
  headings.length >= MIN_CONTENTS_HEADINGS;

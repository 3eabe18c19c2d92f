import { readFileSync } from 'node:fs';
import type { HeadElement } from '../../src/shared/slots/head-element.ts';
import { type ContentFolder, importFrom, importProblem } from '../content/content-folder.ts';
import type { ComponentSlot } from './slot-contracts.ts';
import { slotFiles } from './slot-files.ts';

/** The owner's slots as the site's modules use them. */
export interface OwnerSlots {
  /** Each component slot the owner has, by its name: the component's file. */
  components: Readonly<Partial<Record<ComponentSlot, string>>>;
  /** What head.ts adds to every page's <head> (none without it). */
  head: readonly HeadElement[];
  /** styles.css, when the owner has one: its file, and its text (which the owner's check compares with the page's). */
  stylesheet: { path: string; text: string } | undefined;
}

// an attribute's name as HTML writes one; its value is escaped where the head is written (src/server/head/html-element.ts)
const ATTRIBUTE_NAME = /^[a-z][a-z0-9:._-]*$/i;

/** What is wrong with head.ts's `head` (no problem: none). */
function headProblems(head: unknown, label: string): string[] {
  if (!Array.isArray(head))
    return [`${label}: export "head", a list of { element: 'meta' | 'link', attributes: { … } }`];
  return head.flatMap((item: unknown, index) => {
    const at = `${label}: head[${index}]`;
    if (typeof item !== 'object' || item === null) return [`${at} is no { element, attributes }`];
    const { element, attributes, ...rest } = item as Record<string, unknown>;
    const problems: string[] = [];
    if (element !== 'meta' && element !== 'link')
      problems.push(
        `${at}.element is ${JSON.stringify(element)}: a slot adds a 'meta' or a 'link' (the site's security policy runs no script of another's, and the template writes the rest)`,
      );
    if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
      problems.push(
        `${at}.attributes must be an object of the element's attributes, such as { name: '…', content: '…' }`,
      );
    else
      for (const [name, value] of Object.entries(attributes))
        if (!ATTRIBUTE_NAME.test(name) || typeof value !== 'string')
          problems.push(
            `${at}.attributes.${name}: an attribute is a name of letters, digits and "-", with a text for its value`,
          );
    for (const name of Object.keys(rest))
      problems.push(`${at}.${name} is no field of a head element (element, attributes)`);
    return problems;
  });
}

/** The owner's slots folder, read: its slots, and what is wrong with any of its files. */
export async function readSlots(folder: ContentFolder): Promise<{ slots: OwnerSlots; problems: string[] }> {
  const read = slotFiles(folder.dir, folder.label);
  const problems = read.problems.map(({ label, what }) => `${label}: ${what}`);
  const components: Partial<Record<ComponentSlot, string>> = {};
  let head: readonly HeadElement[] = [];
  let stylesheet: OwnerSlots['stylesheet'];
  for (const { slot, path, label } of read.files) {
    if (slot === 'styles') stylesheet = { path, text: readFileSync(path, 'utf8') };
    else if (slot !== 'head') components[slot] = path;
    else
      try {
        const module = await importFrom(folder, path);
        const found = headProblems(module.head, label);
        problems.push(...found);
        if (found.length === 0) head = module.head as HeadElement[];
      } catch (error) {
        problems.push(importProblem(label, error));
      }
  }
  return { slots: { components, head, stylesheet }, problems };
}

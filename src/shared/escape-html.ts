// Text put into HTML or SVG markup written as a string (the prerendered heads, the drawn pictures):
// the owner's words cannot leave the attribute or the element they are put in.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

// wawoff2 ships no types: the one function the typefaces need, which turns a WOFF2 file into the
// TrueType or OpenType font it packs.
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}

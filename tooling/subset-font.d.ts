// subset-font ships no types: the one function the math font and the drawn files' fonts need.
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      /** Pins a variable font's axes ({ wght: 600 }): the result is a static font of that instance. */
      variationAxes?: Record<string, number>;
    },
  ): Promise<Buffer>;
}

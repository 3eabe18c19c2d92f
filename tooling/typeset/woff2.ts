import subsetFont from 'subset-font';
import { decompress } from 'wawoff2';

// wawoff2 turns WOFF2 into TrueType and back, here and inside subset-font, and returns a view of its
// WebAssembly memory, which its next call writes over: run two at once and the first font read is the
// second's bytes. Every use of it goes through this queue, one at a time, and each keeps a copy of
// its result before the next starts (subset-font's are its own buffers).

let queue: Promise<unknown> = Promise.resolve();

function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const turn = queue.then(job);
  queue = turn.catch(() => undefined);
  return turn;
}

/** The TrueType or OpenType font a WOFF2 file packs. */
export const unpackWoff2 = (woff2: Uint8Array): Promise<Buffer> =>
  inTurn(async () => Buffer.from(await decompress(woff2)));

/** A font cut to the characters of a text (subset-font), in turn with every other use of wawoff2. */
export const cutFont = (...args: Parameters<typeof subsetFont>): Promise<Buffer> => inTurn(() => subsetFont(...args));

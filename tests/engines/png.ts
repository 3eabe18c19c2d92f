import { inflateSync } from 'node:zlib';

/** An RGBA image: 4 bytes per pixel, rows top to bottom. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Decodes the PNGs that browsers' screenshot commands return: 8-bit greyscale, RGB or RGBA (with or
 * without alpha), not interlaced. Enough for screenshots, and no package to install.
 */
export function decodePng(png: Buffer): Pixels {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const chunks: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const depth = body[8];
      const colour = body[9];
      const interlace = body[12];
      const byType: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };
      channels = byType[colour ?? -1] ?? 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}, interlace ${interlace}`);
    } else if (type === 'IDAT') {
      chunks.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? rows[out + x - channels]! : 0;
      const up = y > 0 ? rows[out - stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? rows[out - stride + x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      rows[out + x] = (line[x]! + predictor) & 0xff;
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < width * height; i += 1, j += channels) {
    const grey = channels <= 2;
    data[i * 4] = rows[j]!;
    data[i * 4 + 1] = grey ? rows[j]! : rows[j + 1]!;
    data[i * 4 + 2] = grey ? rows[j]! : rows[j + 2]!;
    data[i * 4 + 3] = channels === 4 ? rows[j + 3]! : channels === 2 ? rows[j + 1]! : 255;
  }
  return { width, height, data };
}

export interface Diff {
  /** Pixels whose colour differs by more than 24 (|ΔR| + |ΔG| + |ΔB|). */
  changed: number;
  /** Mean luminance of those pixels in `b` minus in `a` (positive: `b` is lighter there). */
  lighter: number;
}

/** Pixels that differ between two screenshots, leaving out the `ignoreRight` rightmost columns. */
export function diffPixels(a: Pixels, b: Pixels, ignoreRight = 0): Diff {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`screenshots differ in size: ${a.width}x${a.height} and ${b.width}x${b.height}`);
  let changed = 0;
  let lumSum = 0;
  const pa = a.data;
  const pb = b.data;
  const columns = a.width - ignoreRight;
  for (let i = 0; i < pa.length; i += 4) {
    if ((i >> 2) % a.width >= columns) continue;
    const d = Math.abs(pa[i]! - pb[i]!) + Math.abs(pa[i + 1]! - pb[i + 1]!) + Math.abs(pa[i + 2]! - pb[i + 2]!);
    if (d > 24) {
      changed += 1;
      lumSum += 0.2126 * (pb[i]! - pa[i]!) + 0.7152 * (pb[i + 1]! - pa[i + 1]!) + 0.0722 * (pb[i + 2]! - pa[i + 2]!);
    }
  }
  return { changed, lighter: changed ? lumSum / changed : 0 };
}

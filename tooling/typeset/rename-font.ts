// A TrueType font under another family name. Typst picks one font per family name, so the slices of
// one typeface (files that each hold part of it, all named "Noto Sans SC") are given names of their
// own ("Noto Sans SC 118") and listed one after another. The name table is the only table rewritten;
// the others are copied as they are into a new file.

const WINDOWS = { platform: 3, encoding: 1, language: 0x409 };

/** Name table records: family (1), subfamily (2), full name (4), PostScript name (6). */
function nameTable(names: { id: number; text: string }[]): Buffer {
  const strings = names.map(({ text }) => Buffer.from(text, 'utf16le').swap16());
  const header = Buffer.alloc(6 + 12 * names.length);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(names.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  strings.forEach(({ length }, index) => {
    const at = 6 + 12 * index;
    const id = names[index]?.id ?? 0;
    header.writeUInt16BE(WINDOWS.platform, at);
    header.writeUInt16BE(WINDOWS.encoding, at + 2);
    header.writeUInt16BE(WINDOWS.language, at + 4);
    header.writeUInt16BE(id, at + 6);
    header.writeUInt16BE(length, at + 8);
    header.writeUInt16BE(offset, at + 10);
    offset += length;
  });
  return Buffer.concat([header, ...strings]);
}

const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

/** The sum of a table's big-endian 32-bit words, as the table directory records it. */
function checksum(data: Buffer): number {
  const words = padded(data);
  let sum = 0;
  for (let at = 0; at < words.length; at += 4) sum = (sum + words.readUInt32BE(at)) >>> 0;
  return sum;
}

/**
 * `font` (TrueType or OpenType, not a collection) with its family named `family`, its style
 * `style` ("Regular", "SemiBold") and its PostScript name made of both.
 */
export function renameFont(font: Buffer, family: string, style: string): Buffer {
  const tableCount = font.readUInt16BE(4);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const at = 12 + 16 * index;
    const offset = font.readUInt32BE(at + 8);
    return {
      tag: font.toString('latin1', at, at + 4),
      data: font.subarray(offset, offset + font.readUInt32BE(at + 12)),
    };
  });
  const postscript = `${family}-${style}`.replace(/[^A-Za-z0-9-]/g, '');
  const name = nameTable([
    { id: 1, text: family },
    { id: 2, text: style },
    { id: 4, text: `${family} ${style}` },
    { id: 6, text: postscript },
  ]);
  const list = [...tables.filter(({ tag }) => tag !== 'name'), { tag: 'name', data: name }]
    .map(({ tag, data }) => {
      if (tag !== 'head') return { tag, data };
      // the whole file's checksum adjustment is computed last, over a head table that holds zero there
      const head = Buffer.from(data);
      head.writeUInt32BE(0, 8);
      return { tag, data: head };
    })
    .sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const directory = Buffer.alloc(12 + 16 * list.length);
  const power = 2 ** Math.floor(Math.log2(list.length));
  directory.writeUInt32BE(font.readUInt32BE(0), 0);
  directory.writeUInt16BE(list.length, 4);
  directory.writeUInt16BE(power * 16, 6);
  directory.writeUInt16BE(Math.log2(power), 8);
  directory.writeUInt16BE((list.length - power) * 16, 10);
  let offset = directory.length;
  const placed = list.map(({ tag, data }, index) => {
    const at = 12 + 16 * index;
    directory.write(tag, at, 'latin1');
    directory.writeUInt32BE(checksum(data), at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(data.length, at + 12);
    const start = offset;
    offset += padded(data).length;
    return { tag, start };
  });
  const file = Buffer.concat([directory, ...list.map(({ data }) => padded(data))]);
  const head = placed.find(({ tag }) => tag === 'head');
  if (head) file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, head.start + 8);
  return file;
}

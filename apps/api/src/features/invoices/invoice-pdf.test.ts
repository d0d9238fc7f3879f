import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './invoice-pdf.ts';

// The invoice's fonts are unpacked from WOFF once; a table inflated wrongly
// would draw wrong glyphs (or none) on every invoice.

const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-tamil/LICENSE')), 'files');

/** OpenType's table checksum: the sum of the table's big-endian 32-bit words, zero-padded. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  for (const file of ['noto-sans-tamil-latin-400-normal.woff', 'noto-sans-tamil-tamil-700-normal.woff']) {
    it(`unpacks ${file} into a TrueType file whose every table matches the checksum the WOFF recorded`, () => {
      const woff = readFileSync(path.join(fontsDir, file));
      const sfnt = woffToSfnt(woff);
      expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
      const numTables = sfnt.readUInt16BE(4);
      expect(numTables).toBe(woff.readUInt16BE(12));
      expect(sfnt.length).toBe(woff.readUInt32BE(16)); // totalSfntSize in the WOFF header
      const tags: string[] = [];
      for (let i = 0; i < numTables; i++) {
        const record = 12 + i * 16;
        const tag = sfnt.toString('latin1', record, record + 4);
        tags.push(tag);
        const offset = sfnt.readUInt32BE(record + 8);
        const data = sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12));
        expect(offset % 4).toBe(0);
        // head's checksum is computed with its checkSumAdjustment as zero.
        if (tag === 'head') data.writeUInt32BE(0, 8);
        expect(checksum(data), tag).toBe(sfnt.readUInt32BE(record + 4));
      }
      expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca']));
    });
  }

  it('refuses what is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('OTTO not a woff at all.....'))).toThrow('not a WOFF 1.0 font');
  });
});

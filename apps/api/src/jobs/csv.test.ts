import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, type CsvValue } from './csv.js';

async function* batches(...list: CsvValue[][][]) {
  for (const batch of list) yield batch;
}

const csvOf = async (header: string[], ...list: CsvValue[][][]) => {
  const csv = csvStream(header, batches(...list));
  return { body: await text(csv.stream), rows: csv.rowCount() };
};

describe('CSV stream', () => {
  it('neutralises spreadsheet formulas: text starting with =, +, -, @, tab or CR gets a leading quote', async () => {
    const { body } = await csvOf(['v'], [['=HYPERLINK("http://x","click")'], ['+1 555'], ['-2+3'], ['@SUM(A1)'], ['\tcmd'], ['\rcmd'], ['a=b'], [-1]]);
    expect(body.split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://x"",""click"")"`,
      "'+1 555",
      "'-2+3",
      "'@SUM(A1)",
      "'\tcmd",
      `"'\rcmd"`,
      // Only the start matters, and numbers stay numbers (a sentiment of -1 is data, not a formula).
      'a=b',
      '-1',
    ]);
  });

  it('quotes cells with commas, quotes, line breaks or edge spaces, and writes CRLF lines', async () => {
    const { body } = await csvOf(['a', 'b', 'c', 'd', 'e', 'f'], [['Smith, Jane', 'say "hi"', 'two\nlines', ' padded', null, undefined]], [[3, true, new Date('2026-01-02T03:04:05Z'), 'x', '', 'y']]);
    expect(body).toBe('a,b,c,d,e,f\r\n"Smith, Jane","say ""hi""","two\nlines"," padded",,\r\n3,true,2026-01-02T03:04:05.000Z,x,,y\r\n');
  });

  it('writes the header then every batch, counting data rows', async () => {
    const { body, rows } = await csvOf(['id', 'name'], [[1, 'a'], [2, 'b']], [], [[3, 'c']]);
    expect(rows).toBe(3);
    expect(body).toBe('id,name\r\n1,a\r\n2,b\r\n3,c\r\n');
  });

  it('fails the stream when reading a batch fails (no truncated file passes as complete)', async () => {
    async function* failing() {
      yield [[1, 'a']] as CsvValue[][];
      throw new Error('connection lost');
    }
    await expect(text(csvStream(['id', 'name'], failing()).stream)).rejects.toThrow('connection lost');
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, writeCsv, type CsvValue } from './csv.js';

async function* batches(...list: CsvValue[][][]) {
  for (const batch of list) yield batch;
}

describe('CSV writer', () => {
  it('neutralises spreadsheet formulas: text starting with =, +, -, @, tab or CR gets a leading quote', () => {
    expect(csvCell('=HYPERLINK("http://x","click")')).toBe(`"'=HYPERLINK(""http://x"",""click"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    // Only the start matters, and numbers stay numbers (a sentiment of -1 is data, not a formula).
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-1)).toBe('-1');
  });

  it('quotes cells with commas, quotes, line breaks or edge spaces, and writes CRLF lines', () => {
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvLine(['a', null, undefined, 3, true, new Date('2026-01-02T03:04:05Z')])).toBe('a,,,3,true,2026-01-02T03:04:05.000Z\r\n');
  });

  it('writes the header then every batch, counting data rows', async () => {
    const { data, rowCount } = await writeCsv(['id', 'name'], batches([[1, 'a'], [2, 'b']], [], [[3, 'c']]));
    expect(rowCount).toBe(3);
    expect(data.toString('utf8')).toBe('id,name\r\n1,a\r\n2,b\r\n3,c\r\n');
  });
});

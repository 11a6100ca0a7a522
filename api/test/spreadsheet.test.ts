import assert from 'node:assert/strict';
import { buffer } from 'node:stream/consumers';
import { describe, it } from 'node:test';
import { SPREADSHEET_LIMITS as LIMITS, SPREADSHEET_MESSAGES as M } from '../src/constants.js';
import { csvDialect, csvRecords } from '../src/services/csv.js';
import { csvLine, neutraliseFormula, readSheet, xlsxStream, type Sheet } from '../src/services/spreadsheet.js';
import { HttpError } from '../src/utils/http-error.js';
import { minimalXlsx, rowXml, xlsxFile, xlsxRows, zipOf } from './helpers/spreadsheets.js';

const csv = (text: string | Buffer, limits = {}) => readSheet(Buffer.isBuffer(text) ? text : Buffer.from(text), 'people.csv', limits);
const cellsOf = (sheet: Sheet) => sheet.rows.map((row) => [row.row, ...row.cells]);

/** Asserts a 400 with exactly this message, and returns how long the read took. */
async function refused(reading: Promise<unknown>, message: string): Promise<number> {
  const started = Date.now();
  await assert.rejects(reading, (error: unknown) => {
    assert.ok(error instanceof HttpError, String(error));
    assert.equal(error.statusCode, 400);
    assert.equal(error.message, message);
    return true;
  });
  return Date.now() - started;
}

describe('CSV records (RFC 4180)', () => {
  const records = (text: string, delimiter = ',') => [...csvRecords(text, delimiter)];

  it('reads quotes, escaped quotes, delimiters and line breaks inside quotes, CRLF, LF and CR', () => {
    assert.deepEqual(records('a,"b,1","say ""hi"""\r\n"multi\r\nline",,"x"\n'), [
      ['a', 'b,1', 'say "hi"'],
      ['multi\r\nline', '', 'x'],
    ]);
    assert.deepEqual(records('a\rb\r\nc\nd'), [['a'], ['b'], ['c'], ['d']]);
    assert.deepEqual(records('a,\n\n,b\n'), [['a', ''], [''], ['', 'b']], 'empty cells and an empty line; a final break adds nothing');
    assert.deepEqual(records('""\n""""'), [[''], ['"']]);
    assert.deepEqual(records(''), []);
  });

  it('is lenient where spreadsheets are: text after a closing quote, a quote inside an unquoted cell', () => {
    assert.deepEqual(records('"ab"c,d"e\n'), [['abc', 'd"e']]);
  });

  it('throws on a quote that never closes, naming the record', () => {
    assert.throws(() => records('a\n"b,c\nd'), /Record 2: a quoted cell is not closed/);
  });

  it('guesses the delimiter from the header line or an Excel "sep=" line', () => {
    assert.equal(csvDialect('a;b;"c,d"\n1,2').delimiter, ';');
    assert.equal(csvDialect('a\tb\n').delimiter, '\t');
    assert.equal(csvDialect('a,"b;c;d"\n').delimiter, ',', 'delimiters inside quotes do not count');
    assert.deepEqual(csvDialect('sep=;\r\na;b'), { delimiter: ';', body: 'a;b' });
    assert.deepEqual(records('x|y\n', '|'), [['x', 'y']]);
  });
});

describe('readSheet: CSV', () => {
  it('drops a BOM, keeps text as typed, skips empty rows and numbers rows as a spreadsheet does', async () => {
    const sheet = await csv('\uFEFFname , phone,code\r\n\r\nAnn,+91 12345,007\r\n,,\r\n"Ben\nJr",-5,\r\n');
    assert.deepEqual(sheet.headers, ['name', 'phone', 'code'], 'headers are trimmed');
    assert.equal(sheet.headerRow, 1);
    assert.deepEqual(cellsOf(sheet), [
      [3, 'Ann', '+91 12345', '007'],
      [5, 'Ben\nJr', '-5'],
    ]);
  });

  it('reads semicolon files', async () => {
    assert.deepEqual(cellsOf(await csv('sep=;\na;b\n1,5;2\n')), [[2, '1,5', '2']]);
  });

  it('refuses text that is not UTF-8 and a quote that never closes', async () => {
    await refused(csv(Buffer.from('name\nJos\xe9\n', 'latin1')), M.notUtf8);
    await refused(csv('name\n"Ann\n'), M.unclosedQuote(2));
  });

  it('refuses too many rows, too many columns and an oversized cell; empty trailing cells do not count', async () => {
    await refused(csv(`h\n${'x\n'.repeat(11)}`, { rows: 10 }), M.tooManyRows(10));
    assert.equal((await csv(`h\n${'x\n\n'.repeat(10)}`, { rows: 10 })).rows.length, 10, 'empty rows are not counted');
    const wide = Array.from({ length: LIMITS.columns + 1 }, (_, i) => `c${i}`).join(',');
    await refused(csv(`${wide}\n`), M.tooManyColumns(LIMITS.columns));
    assert.equal((await csv(`a,b${','.repeat(500)}\n1,2${','.repeat(500)}\n`)).headers.length, 2);
    await refused(csv(`a,b\n1,${'x'.repeat(LIMITS.cellChars + 1)}\n`), M.cellTooLong('B2', LIMITS.cellChars));
    assert.equal((await csv(`a\n${'x'.repeat(LIMITS.cellChars)}\n`)).rows[0].cells[0].length, LIMITS.cellChars);
  });

  it('stops at the time limit', async () => {
    await refused(csv(`a,b\n${'1,2\n'.repeat(200_000)}`, { rows: 1_000_000, parseMs: 1 }), M.tooSlow(0.001));
  });

  it('passes a NUL byte through as text (the import reports it per cell)', async () => {
    assert.deepEqual((await csv('a\nx\u0000y\n')).rows[0].cells, ['x\u0000y']);
  });
});

describe('readSheet: .xlsx', () => {
  it('reads every kind of cell as the text a spreadsheet shows; formulas as their cached value, never evaluated', async () => {
    const file = await xlsxFile({
      Users: [
        [],
        ['Name', 'Formula', 'Number formula', 'Unevaluated', 'Rich', 'Date', 'Date time', 'Bool', 'Error', 'Link', 'Number'],
        [
          'Ann',
          { formula: 'A3&" B"', result: 'Ann B' },
          { formula: '1+1', result: 2 },
          { formula: 'UPPER("x")' },
          { richText: [{ text: 'bo' }, { text: 'ld', font: { bold: true } }] },
          new Date(Date.UTC(1990, 3, 23)),
          new Date(Date.UTC(2024, 0, 2, 10, 30, 15)),
          true,
          { error: '#N/A' },
          { text: 'our site', hyperlink: 'https://example.com' },
          9876543210,
        ],
        [],
        ['Ben', '', '', '', '', '', '', false, '', '', 0.5],
      ],
      Second: [['not read']],
    });
    const sheet = await readSheet(file, 'people.xlsx');
    assert.equal(sheet.headerRow, 2);
    assert.equal(sheet.headers[1], 'Formula');
    assert.deepEqual(cellsOf(sheet), [
      [3, 'Ann', 'Ann B', '2', '', 'bold', '1990-04-23', '2024-01-02 10:30:15', 'true', '#N/A', 'our site', '9876543210'],
      [5, 'Ben', '', '', '', '', '', '', 'false', '', '', '0.5'],
    ]);
  });

  it('reads shared strings and the first tab, wherever the workbook stores it', async () => {
    const sheet = (n: number, text: string) => ({
      name: `xl/worksheets/sheet${n}.xml`,
      data: `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>${n - 1}</v></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`,
    });
    const file = zipOf([
      sheet(1, 'hidden tab data'),
      sheet(2, 'first tab data'),
      { name: 'xl/sharedStrings.xml', data: '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>one</t></si><si><t>two</t></si></sst>' },
      {
        name: 'xl/workbook.xml',
        data: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="First" sheetId="2" r:id="rId9"/><sheet name="Other" sheetId="1" r:id="rId8"/></sheets></workbook>',
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId8" Target="worksheets/sheet1.xml" Type="w"/><Relationship Target="/xl/worksheets/sheet2.xml" Id="rId9" Type="w"/></Relationships>',
      },
    ]);
    const read = await readSheet(file, 'x.xlsx');
    assert.deepEqual([read.headers, read.rows[0].cells], [['two'], ['first tab data']]);
  });

  it('keeps every character intact, also where the reader splits the XML into chunks', async () => {
    const names = Array.from({ length: 20_000 }, (_, i) => `Zoë Ünïcødé ${i} 😀`);
    const inline = minimalXlsx(rowXml(1, ['name']) + names.map((name, i) => rowXml(i + 2, [name])).join(''));
    const shared = minimalXlsx(rowXml(1, ['name']) + names.map((_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>${i}</v></c></row>`).join(''), {
      sharedStrings: `<sst>${names.map((name) => `<si><t>${name}</t></si>`).join('')}</sst>`,
    });
    for (const file of [inline, shared]) {
      const sheet = await readSheet(file, 'x.xlsx', { rows: names.length });
      assert.deepEqual(
        sheet.rows.map((row) => row.cells[0]),
        names,
      );
    }
  });

  it('refuses .xls (Excel 97-2003), by name or by content, saying what to do', async () => {
    const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    await refused(readSheet(ole2, 'people.xls'), M.xls);
    await refused(readSheet(ole2, 'people.xlsx'), M.xls);
    await refused(readSheet(Buffer.from('anything'), 'OLD.XLS'), M.xls);
  });

  it('refuses too many rows, too many columns and an oversized cell', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => rowXml(i + 2, [`r${i}`])).join('');
    await refused(readSheet(minimalXlsx(rowXml(1, ['h']) + rows(11)), 'x.xlsx', { rows: 10 }), M.tooManyRows(10));
    const wide = Array.from({ length: LIMITS.columns + 1 }, (_, i) => `c${i}`);
    await refused(readSheet(minimalXlsx(rowXml(1, wide)), 'x.xlsx'), M.tooManyColumns(LIMITS.columns));
    const far = '<row r="1"><c r="A1" t="inlineStr"><is><t>h</t></is></c><c r="XFD1" s="0"/></row>';
    assert.deepEqual((await readSheet(minimalXlsx(far), 'x.xlsx')).headers, ['h'], 'an empty far cell is no column');
    await refused(
      readSheet(minimalXlsx(rowXml(1, ['h']) + rowXml(2, ['x'.repeat(LIMITS.cellChars + 1)])), 'x.xlsx'),
      M.cellTooLong('A2', LIMITS.cellChars),
    );
  });

  const tooLarge = M.tooLarge(LIMITS.uncompressedBytes / 1024 / 1024, LIMITS.zipEntries);

  it('refuses a zip bomb from its central directory, before unpacking it', async () => {
    const bomb = Buffer.alloc(LIMITS.uncompressedBytes + 1, ' '); // packs to ~50 KB
    const file = minimalXlsx(Buffer.concat([Buffer.from('<worksheet><sheetData>'), bomb, Buffer.from('</sheetData></worksheet>')]));
    assert.ok(file.length < 200_000, `${file.length} bytes`);
    const ms = await refused(readSheet(file, 'bomb.xlsx'), tooLarge);
    assert.ok(ms < 500, `${ms} ms`);
    // The same bomb in a part exceljs never reads still counts.
    await refused(readSheet(minimalXlsx(rowXml(1, ['h']), { extra: [{ name: 'xl/media/x.bin', data: bomb }] }), 'x.xlsx'), tooLarge);
  });

  it('refuses an entry that unpacks to more than its declared size, without unpacking it all', async () => {
    const bomb = Buffer.concat([Buffer.from('<worksheet><sheetData>'), Buffer.alloc(64 * 1024 * 1024, ' '), Buffer.from('</sheetData></worksheet>')]);
    const file = minimalXlsx(bomb, { declaredSheetSize: 1000 });
    const ms = await refused(readSheet(file, 'liar.xlsx'), tooLarge);
    assert.ok(ms < 500, `${ms} ms`);
  });

  it('refuses a zip with too many parts', async () => {
    const extra = Array.from({ length: LIMITS.zipEntries }, (_, i) => ({ name: `x/${i}`, data: '' }));
    await refused(readSheet(minimalXlsx(rowXml(1, ['h']), { extra }), 'x.xlsx'), tooLarge);
  });

  it('stops at the time limit even before the first row', async () => {
    const strings = `<sst>${'<si><t>some shared text</t></si>'.repeat(400_000)}</sst>`;
    const ms = await refused(readSheet(minimalXlsx(rowXml(1, ['h']), { sharedStrings: strings }), 'x.xlsx', { parseMs: 50 }), M.tooSlow(0.05));
    assert.ok(ms < 1000, `${ms} ms`);
  });

  it('throws a plain error (not a 400 with a reason) for a damaged file', async () => {
    for (const damaged of [Buffer.from('PK\u0003\u0004 not a zip'), zipOf([{ name: 'a.txt', data: 'no workbook' }]), minimalXlsx('<row r="1"><c r="A1"')]) {
      await assert.rejects(readSheet(damaged, 'x.xlsx'), (error) => !(error instanceof HttpError));
    }
  });
});

describe('writing', () => {
  it('neutralises text a spreadsheet would run as a formula, and keeps numbers and phone numbers', () => {
    for (const text of ['=1+1', '@SUM(A1)', '+cmd|x', "-2+3+cmd|' /C calc'!A0", '\tx', '\rx', '=HYPERLINK("x")']) {
      assert.equal(neutraliseFormula(text), `'${text}`, text);
    }
    for (const text of ['+91 98765 43210', '-12.5', '(555) 123-4567', 'a=b', '', "'=x"]) assert.equal(neutraliseFormula(text), text, text);
    assert.equal(csvLine(['=1+1', 'a,b', 'say "x"', null, 3, 'two\nlines']), `'=1+1,"a,b","say ""x""",,3,"two\nlines"\r\n`);
  });

  it('writes .xlsx: text stays text, formulas neutralised, numbers, booleans and dates typed', async () => {
    const when = new Date(Date.UTC(2024, 4, 6));
    const file = await buffer(xlsxStream('Sheet', [['a', 'b', 'c', 'd'], ['=1+1', 42, true, when], ['-cmd|x', '+91 98765 43210', null, 'ok']]));
    const rows = await xlsxRows(file, 'Sheet');
    assert.deepEqual(rows, [
      ['a', 'b', 'c', 'd'],
      ["'=1+1", 42, true, when],
      ["'-cmd|x", '+91 98765 43210', null, 'ok'],
    ]);
    const back = await readSheet(file, 'back.xlsx');
    assert.deepEqual(back.rows[0].cells, ["'=1+1", '42', 'true', '2024-05-06']);
  });
});

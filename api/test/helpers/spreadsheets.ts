import ExcelJS from 'exceljs';
import zlib from 'node:zlib';

/** A real .xlsx, made by exceljs: one sheet per entry, in tab order. */
export async function xlsxFile(sheets: Record<string, ExcelJS.CellValue[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every row of a workbook's sheet as exceljs loads it (raw cell values, formulas as objects, null for empty). */
export async function xlsxRows(buffer: Buffer, sheetName: string): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`No sheet ${sheetName}`);
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push(Array.from((row.values as ExcelJS.CellValue[]).slice(1), (value) => value ?? null)));
  return rows;
}

/**
 * A zip of deflated entries written by hand, so a test can make archives no well-behaved tool would:
 * `declaredSize` replaces an entry's true uncompressed size in its headers.
 */
export function zipOf(entries: { name: string; data: Buffer | string; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize } of entries) {
    const raw = Buffer.isBuffer(data) ? data : Buffer.from(data);
    const packed = zlib.deflateRawSync(raw, { level: 9 });
    const nameBytes = Buffer.from(name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(8, at); // deflate
      header.writeUInt32LE(zlib.crc32(raw), at + 6);
      header.writeUInt32LE(packed.length, at + 10);
      header.writeUInt32LE(declaredSize ?? raw.length, at + 14);
      header.writeUInt16LE(nameBytes.length, at + 18);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 8);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central, 10);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The smallest .xlsx a spreadsheet program opens: one sheet whose XML (and shared strings) a test writes itself. */
export function minimalXlsx(
  sheetData: string | Buffer,
  options: { sharedStrings?: string | Buffer; declaredSheetSize?: number; extra?: { name: string; data: Buffer | string; declaredSize?: number }[] } = {},
): Buffer {
  const sheet = Buffer.isBuffer(sheetData) ? sheetData : Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet ${MAIN}><sheetData>${sheetData}</sheetData></worksheet>`);
  return zipOf([
    { name: 'xl/workbook.xml', data: `<workbook ${MAIN} xmlns:r="${RELS}"><sheets><sheet name="Users" sheetId="1" r:id="rId1"/></sheets></workbook>` },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: options.declaredSheetSize },
    ...(options.sharedStrings ? [{ name: 'xl/sharedStrings.xml', data: options.sharedStrings }] : []),
    ...(options.extra ?? []),
  ]);
}

/** `<row>` XML of inline-string cells, for minimalXlsx. */
export function rowXml(row: number, cells: string[]): string {
  const column = (n: number): string => (n > 26 ? column(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(65 + ((n - 1) % 26));
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<row r="${row}">${cells.map((text, i) => (text ? `<c r="${column(i + 1)}${row}" t="inlineStr"><is><t>${escape(text)}</t></is></c>` : '')).join('')}</row>`;
}

import ExcelJS from 'exceljs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { SPREADSHEET_LIMITS, SPREADSHEET_MESSAGES as M } from '../constants.js';
import { badRequest } from '../utils/http-error.js';
import { CsvQuoteError, csvDialect, csvRecords } from './csv.js';
import { openZip, storedZip, ZipLimitError, type CheckedZip } from './zip-archive.js';

export type SheetLimits = { [K in keyof typeof SPREADSHEET_LIMITS]: number };

/** The first sheet of an upload: its header row and the non-empty rows below it, every cell as text. */
export interface Sheet {
  headerRow: number;
  headers: string[];
  rows: SheetRow[];
}

/** `row` is the spreadsheet's row number (what the user sees); `cells[i]` is under `headers[i]`. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** The first bytes of an OLE2 compound file: an Excel 97-2003 workbook, whatever its name says. */
const OLE2 = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/**
 * Reads an uploaded .csv or .xlsx. Any limit passed, an .xls workbook or a malformed CSV is a 400 whose
 * message says what to do; any other failure (a damaged .xlsx) is thrown as is for the caller to word.
 */
export async function readSheet(buffer: Buffer, fileName: string, limits: Partial<SheetLimits> = {}): Promise<Sheet> {
  const all = { ...SPREADSHEET_LIMITS, ...limits };
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.xls' || buffer.subarray(0, OLE2.length).equals(OLE2)) throw badRequest(M.xls);
  const builder = new SheetBuilder(all);
  if (extension === '.csv') readCsv(buffer, builder);
  else if (extension === '.xlsx') await readXlsx(buffer, builder, all);
  else throw new Error(`Not a spreadsheet: ${extension}`);
  return builder.sheet;
}

/** A = 1, Z = 26, AA = 27: the column letters a spreadsheet shows. */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Collects rows under the limits: the first non-empty row is the header, empty rows are skipped. */
class SheetBuilder {
  readonly sheet: Sheet = { headerRow: 0, headers: [], rows: [] };
  private hasHeader = false;
  readonly deadline: number;

  constructor(readonly limits: SheetLimits) {
    this.deadline = Date.now() + limits.parseMs;
  }

  checkTime() {
    if (Date.now() > this.deadline) throw badRequest(M.tooSlow(this.limits.parseMs / 1000));
  }

  add(row: number, cells: string[]) {
    this.checkTime();
    let width = cells.length;
    while (width > 0 && !cells[width - 1]) width--;
    if (width === 0) return;
    if (width > this.limits.columns) throw badRequest(M.tooManyColumns(this.limits.columns));
    cells.length = width;
    for (let i = 0; i < width; i++) {
      cells[i] ??= '';
      if (cells[i].length > this.limits.cellChars) throw badRequest(M.cellTooLong(`${columnName(i + 1)}${row}`, this.limits.cellChars));
    }
    if (!this.hasHeader) {
      this.hasHeader = true;
      this.sheet.headerRow = row;
      this.sheet.headers = cells.map((cell) => cell.trim());
    } else if (this.sheet.rows.length >= this.limits.rows) {
      throw badRequest(M.tooManyRows(this.limits.rows));
    } else {
      this.sheet.rows.push({ row, cells });
    }
  }
}

/* ---------- CSV ---------- */

function readCsv(buffer: Buffer, builder: SheetBuilder) {
  let text: string;
  try {
    // Strict UTF-8 (a BOM is dropped): text in another encoding would be imported garbled.
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest(M.notUtf8);
  }
  const { delimiter, body } = csvDialect(text);
  let row = 0;
  try {
    for (const cells of csvRecords(body, delimiter)) builder.add(++row, cells);
  } catch (error) {
    throw error instanceof CsvQuoteError ? badRequest(M.unclosedQuote(error.record)) : error;
  }
}

/* ---------- XLSX ---------- */

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
const FIRST_SHEET = 'xl/worksheets/sheet1.xml';
const NO_SHARED_STRINGS = Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');
const attribute = (element: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(element)?.[1];

/** The part holding the workbook's first tab (workbook.xml names it, the relationships locate it). */
function firstSheetPart(workbook: string, rels: string, names: string[]): string | undefined {
  const sheet = /<(?:[\w.-]+:)?sheet\s[^>]*>/.exec(workbook)?.[0];
  const id = sheet && attribute(sheet, '[\\w.-]+:id');
  for (const [relationship] of rels.matchAll(/<(?:[\w.-]+:)?Relationship\s[^>]*>/g)) {
    const target = attribute(relationship, 'Target');
    if (attribute(relationship, 'Id') !== id || !target) continue;
    const part = target.startsWith('/') ? target.slice(1) : path.posix.join('xl', target);
    if (names.includes(part)) return part;
  }
  // No usable reference: the lowest-numbered sheet, as most writers number the first tab 1.
  const numbered = names.filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  return numbered.sort((a, b) => parseInt(a.slice(19), 10) - parseInt(b.slice(19), 10))[0];
}

/**
 * The parts exceljs needs, unpacked under the limits and repacked uncompressed in the order its streaming
 * reader wants (relationships, workbook, strings and styles before the sheet, so it never spills to temp
 * files), with the first tab as its only sheet: what exceljs reads is exactly what was checked.
 */
async function checkedWorkbook(zip: CheckedZip): Promise<Buffer[]> {
  const read = async (name: string | undefined) => (name === undefined ? undefined : zip.read(name));
  const [workbook, rels] = await Promise.all([read(WORKBOOK), read(WORKBOOK_RELS)]);
  if (!workbook || !rels) throw new Error('Not an .xlsx workbook');
  const sheet = await read(firstSheetPart(workbook.toString('utf8'), rels.toString('utf8'), zip.names));
  const styles = await read(STYLES);
  return storedZip([
    [WORKBOOK_RELS, rels],
    [WORKBOOK, workbook],
    [SHARED_STRINGS, (await read(SHARED_STRINGS)) ?? NO_SHARED_STRINGS],
    ...(styles ? [[STYLES, styles] as [string, Buffer]] : []),
    ...(sheet ? [[FIRST_SHEET, sheet] as [string, Buffer]] : []),
  ]);
}

async function readXlsx(buffer: Buffer, builder: SheetBuilder, limits: SheetLimits) {
  let workbook: Buffer[];
  try {
    workbook = await checkedWorkbook(openZip(buffer, { entries: limits.zipEntries, uncompressedBytes: limits.uncompressedBytes }));
  } catch (error) {
    throw error instanceof ZipLimitError ? badRequest(M.tooLarge(limits.uncompressedBytes / (1024 * 1024), limits.zipEntries)) : error;
  }
  // Fed in slices that stop at the time limit: parsing runs on promise callbacks that never let a timer in
  // while data is at hand, so the input running dry is what ends it, even inside one huge row. Slices end
  // between UTF-8 characters: exceljs decodes each one on its own (a split character would come out garbled),
  // and the unzipper passes stored entries on in the slices it was given.
  let stopped = false;
  let timedOut = false;
  const input = Readable.from(
    (function* () {
      for (const piece of workbook) {
        for (let at = 0; at < piece.length; ) {
          if (stopped) return;
          if (Date.now() > builder.deadline) {
            timedOut = true;
            return;
          }
          let end = Math.min(piece.length, at + 64 * 1024);
          let cut = end;
          while (cut < piece.length && cut > at && (piece[cut] & 0xc0) === 0x80) cut--; // a continuation byte
          if (cut > at) end = cut;
          yield piece.subarray(at, end);
          at = end;
        }
      }
    })(),
  );
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // tells dates from numbers
    hyperlinks: 'ignore', // a hyperlink cell reads as its text
    entries: 'ignore',
  });
  const rows = (async () => {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells: string[] = [];
        row.eachCell((cell, column) => {
          const text = cellText(cell.value);
          if (text && column > limits.columns) throw badRequest(M.tooManyColumns(limits.columns));
          if (column <= limits.columns) cells[column - 1] = text;
        });
        builder.add(row.number, cells);
      }
      return;
    }
  })();
  const tooSlow = () => badRequest(M.tooSlow(limits.parseMs / 1000));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(tooSlow()), Math.max(0, builder.deadline - Date.now()));
  });
  try {
    await Promise.race([rows, timeout]);
  } catch (error) {
    throw timedOut ? tooSlow() : error; // the reader fails on its cut input
  } finally {
    clearTimeout(timer);
    stopped = true;
    rows.catch(() => {}); // after a time-out the reader's own end does not matter
  }
}

/**
 * A cell as the text a spreadsheet shows: a formula's cached result (formulas are never evaluated), rich text
 * joined, a hyperlink's text, an error's code (#N/A), booleans as true/false, a date as YYYY-MM-DD (with
 * the time if it has one; Excel dates carry no time zone).
 */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  if ('richText' in value) return value.richText.map((run) => run.text ?? '').join('');
  if ('error' in value) return String(value.error);
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value || 'formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/* ---------- Writing ---------- */

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a leading
 * apostrophe. Plain numbers and phone numbers such as "+91 98765 43210" or "-12.5" stay as they are: they
 * cannot call anything.
 */
export function neutraliseFormula(text: string): string {
  return /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text)) ? `'${text}` : text;
}

/** One CSV line (RFC 4180 quoting, CRLF), formulas neutralised. */
export function csvLine(values: unknown[]): string {
  return (
    values
      .map((value) => {
        const text = neutraliseFormula(value === null || value === undefined ? '' : String(value));
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(',') + '\r\n'
  );
}

function xlsxValue(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return neutraliseFormula(String(value));
}

/** An .xlsx with one sheet, written row by row as `rows` yields them (first row: headers); formulas neutralised. */
export function xlsxStream(sheetName: string, rows: AsyncIterable<unknown[]> | Iterable<unknown[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  (async () => {
    for await (const values of rows) sheet.addRow(values.map(xlsxValue)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error) => output.destroy(error));
  return output;
}

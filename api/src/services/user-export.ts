import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { UserRow } from '../db/accounts-types.js';
import { csvLine, xlsxStream } from './spreadsheet.js';

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : '');

/** Export columns: header and value of each. */
const COLUMNS: [string, (user: UserRow) => unknown][] = [
  ['fullName', (u) => u.fullName],
  ['username', (u) => u.username],
  ['email', (u) => u.email],
  ['mobileNumber', (u) => u.mobileNumber],
  ['role', (u) => u.role],
  ['isActive', (u) => u.isActive],
  ['occupation', (u) => u.occupation],
  ['address', (u) => u.address],
  ['dateOfBirth', (u) => u.dateOfBirth],
  ['gender', (u) => u.gender],
  ['subscription', (u) => u.subscription],
  ['createdAt', (u) => iso(u.createdAt)],
  ['lastLogin', (u) => iso(u.lastLogin)],
];

/** CSV written as the rows arrive from the database. */
export function csvStream(users: AsyncIterable<UserRow>): Readable {
  return Readable.from(
    (async function* () {
      yield csvLine(COLUMNS.map(([header]) => header));
      for await (const user of users) yield csvLine(COLUMNS.map(([, value]) => value(user)));
    })(),
  );
}

/** An Excel workbook written as the rows arrive from the database. */
export function xlsxExport(users: AsyncIterable<UserRow>): Readable {
  return xlsxStream(
    'Users',
    (async function* () {
      yield COLUMNS.map(([header]) => header);
      for await (const user of users) yield COLUMNS.map(([, value]) => value(user));
    })(),
  );
}

const PDF_COLUMNS: { title: string; width: number; value: (user: UserRow) => string }[] = [
  { title: 'Full name', width: 130, value: (u) => u.fullName },
  { title: 'Username', width: 95, value: (u) => u.username },
  { title: 'Email', width: 170, value: (u) => u.email },
  { title: 'Mobile', width: 90, value: (u) => u.mobileNumber ?? '' },
  { title: 'Role', width: 70, value: (u) => u.role },
  { title: 'Status', width: 50, value: (u) => (u.isActive ? 'Active' : 'Inactive') },
  { title: 'Created', width: 70, value: (u) => iso(u.createdAt).slice(0, 10) },
  { title: 'Last login', width: 70, value: (u) => iso(u.lastLogin).slice(0, 10) || 'N/A' },
];

/** A landscape A4 table; `subtitle` says which filters produced it. */
export async function pdfExport(users: AsyncIterable<UserRow>, subtitle: string): Promise<Readable> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: 'Users' } });
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const drawRow = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const y = doc.y;
    let x = left;
    PDF_COLUMNS.forEach((column, index) => {
      doc.text(cells[index], x, y, { width: column.width - 6, height: 11, ellipsis: true, lineBreak: false });
      x += column.width;
    });
    doc.x = left;
    doc.y = y + 14;
  };
  const header = () => drawRow(PDF_COLUMNS.map((column) => column.title), true);

  doc.font('Helvetica-Bold').fontSize(16).text('Users');
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(subtitle).fillColor('black').moveDown();
  header();
  let count = 0;
  for await (const user of users) {
    if (doc.y + 14 > bottom()) {
      doc.addPage();
      header();
    }
    drawRow(PDF_COLUMNS.map((column) => column.value(user)));
    count++;
  }
  doc.moveDown().font('Helvetica').fontSize(9).text(`${count} user${count === 1 ? '' : 's'}`, left);
  doc.end();
  return doc as unknown as Readable;
}

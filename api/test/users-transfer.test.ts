import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import XLSX from 'xlsx';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, MESSAGES } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { multipartFile } from './helpers/multipart.js';

const HEADER = 'fullName,username,email,mobileNumber,role,isActive,password,occupation,address,dateOfBirth,gender';

function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Users');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

describe('users import and export', () => {
  let t: TestContext;
  let admin: UserRow;

  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin', username: 'boss', email: 'boss@corp.test', fullName: 'The Boss' });
  });
  after(() => t.close());

  const upload = (filename: string, content: Buffer | string, field?: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/import', ...withAuth(multipartFile(filename, content, field)) });
  const withAuth = (request: { payload: Buffer; headers: Record<string, string> }) => ({
    payload: request.payload,
    headers: { ...request.headers, ...t.auth(admin) },
  });

  describe('POST /api/users/import', () => {
    it('imports a CSV (all rows) with defaults for role and isActive', async () => {
      const csv = [
        HEADER,
        'Ann Import,ann.imp,ann.imp@x.test,+91 12345,nurse,true,password-1,Nurse,"1 Road, Town",1991-02-03,female',
        'Ben Import,ben.imp,ben.imp@x.test,,,,password-2,,,,',
        ',,,,,,,,,,',
      ].join('\n');
      const res = await upload('people.csv', csv);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { success: true, data: { created: 2 } });
      const ann = await t.app.repos.users.findByUsername('ann.imp');
      assert.equal(ann?.role, 'nurse');
      assert.equal(ann?.address, '1 Road, Town');
      assert.equal(ann?.mobileNumber, '+91 12345');
      assert.equal(ann?.dateOfBirth, '1991-02-03');
      assert.equal(ann?.createdBy, admin.id);
      const ben = await t.app.repos.users.findByUsername('ben.imp');
      assert.equal(ben?.role, 'user');
      assert.equal(ben?.isActive, true);
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'ben.imp', password: 'password-2' } });
      assert.equal(login.statusCode, 200);
    });

    it('imports .xlsx and .xls, with friendly header names', async () => {
      const rows = [
        ['Full Name', 'Username', 'Email', 'Contact Number', 'Role', 'Active', 'Password'],
        ['Cat Xlsx', 'cat.xlsx', 'cat@x.test', 9876543210, 'doctor', 'no', 'password-3'],
      ];
      const xlsx = await upload('people.xlsx', workbook(rows, 'xlsx'));
      assert.equal(xlsx.statusCode, 200, xlsx.body);
      const cat = await t.app.repos.users.findByUsername('cat.xlsx');
      assert.equal(cat?.mobileNumber, '9876543210');
      assert.equal(cat?.isActive, false);
      assert.equal(cat?.role, 'doctor');
      const xls = await upload('people.xls', workbook([rows[0], ['Dee Xls', 'dee.xls', 'dee@x.test', '', '', 'yes', 'password-4']], 'biff8'));
      assert.equal(xls.statusCode, 200, xls.body);
      assert.ok(await t.app.repos.users.findByUsername('dee.xls'));
    });

    it('reports every bad row and writes nothing', async () => {
      const before = await t.app.repos.users.countAll();
      const csv = [
        HEADER,
        'Good Row,good.row,good.row@x.test,,user,true,password-1,,,,', // row 2: fine
        ',no name,bad-email,,wizard,maybe,short,,,31/12/1990,', // row 3
        'Dup File,good.row,GOOD.ROW@x.test,,,,password-1,,,,', // row 4: duplicates row 2
        'Dup Db,Boss,boss@corp.test,,,,password-1,,,,', // row 5: exists in the database
      ].join('\n');
      const res = await upload('bad.csv', csv);
      assert.equal(res.statusCode, 400);
      const body = res.json();
      assert.equal(body.success, false);
      assert.equal(body.message, MESSAGES.importFailed);
      const has = (row: number, field: string, message?: string) =>
        assert.ok(
          body.errors.some((e: { row: number; field: string; message: string }) => e.row === row && e.field === field && (!message || e.message === message)),
          `row ${row} ${field} ${message ?? ''}: ${JSON.stringify(body.errors)}`,
        );
      has(3, 'fullName', 'Full name is required');
      has(3, 'username');
      has(3, 'email', 'Email is invalid');
      has(3, 'role');
      has(3, 'isActive');
      has(3, 'password', 'Password must be at least 8 characters long');
      has(3, 'dateOfBirth');
      has(4, 'username', 'Duplicate username in the file (same as row 2)');
      has(4, 'email', 'Duplicate email in the file (same as row 2)');
      has(5, 'username', MESSAGES.usernameTaken);
      has(5, 'email', MESSAGES.emailTaken);
      assert.ok(!body.errors.some((e: { row: number }) => e.row === 2));
      assert.equal(await t.app.repos.users.countAll(), before, 'nothing was written');
    });

    it('refuses a missing file, a wrong type, an unreadable sheet, missing columns and an empty file', async () => {
      const cases: [Awaited<ReturnType<typeof upload>>, string][] = [
        [await upload('people.csv', HEADER, 'other'), MESSAGES.importNoFile],
        [await upload('people.txt', HEADER), MESSAGES.importBadType],
        [await upload('people.xlsx', Buffer.from('PK\u0003\u0004 definitely not a zip')), MESSAGES.importUnreadable],
        [await upload('people.csv', 'name,email\nA,a@x.test'), 'Missing columns: username, password'],
        [await upload('people.csv', HEADER), MESSAGES.importEmpty],
      ];
      for (const [res, message] of cases) {
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(res.json().message, message);
      }
      const json = await t.app.inject({ method: 'POST', url: '/api/users/import', headers: t.auth(admin), payload: { file: 'x' } });
      assert.equal(json.statusCode, 400);
      assert.equal(json.json().message, MESSAGES.importNoFile);
    });

    it('refuses more than the maximum rows (400) and an oversize file (413)', async () => {
      const many = [HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `N ${i},n${i},n${i}@x.test,,,,password-1,,,,`)];
      const tooMany = await upload('many.csv', many.join('\n'));
      assert.equal(tooMany.statusCode, 400);
      assert.equal(tooMany.json().message, MESSAGES.importTooManyRows);
      const huge = await upload('huge.csv', `${HEADER}\n${'x'.repeat(IMPORT_MAX_FILE_BYTES + 1)}`);
      assert.equal(huge.statusCode, 413);
      assert.deepEqual(huge.json(), { success: false, message: MESSAGES.fileTooLarge });
      assert.equal(await t.app.repos.users.findByUsername('n1'), undefined);
    });
  });

  describe('GET /api/users/import/template', () => {
    it('answers a CSV and an XLSX template with the import columns', async () => {
      const csv = await t.app.inject({ method: 'GET', url: '/api/users/import/template?format=csv', headers: t.auth(admin) });
      assert.equal(csv.statusCode, 200);
      assert.match(csv.headers['content-type'] as string, /^text\/csv/);
      assert.match(csv.headers['content-disposition'] as string, /attachment; filename="users-import-template\.csv"/);
      assert.equal(csv.body.split('\r\n')[0], HEADER);
      const xlsx = await t.app.inject({ method: 'GET', url: '/api/users/import/template?format=xlsx', headers: t.auth(admin) });
      assert.equal(xlsx.statusCode, 200);
      const sheet = XLSX.read(xlsx.rawPayload).Sheets.Users;
      assert.equal(XLSX.utils.sheet_to_csv(sheet).split('\n')[0], HEADER);
      const bad = await t.app.inject({ method: 'GET', url: '/api/users/import/template?format=pdf', headers: t.auth(admin) });
      assert.equal(bad.statusCode, 400);
    });

    it('the template imports as is', async () => {
      const template = await t.app.inject({ method: 'GET', url: '/api/users/import/template', headers: t.auth(admin) });
      const res = await upload('template.csv', template.body);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.created, 1);
    });
  });

  describe('GET /api/users/export', () => {
    before(async () => {
      await t.createUser({ fullName: 'Export Alpha', username: 'exp.alpha', role: 'nurse', mobileNumber: '=HYPERLINK("x")' });
      await t.createUser({ fullName: 'Export Beta, Jr.', username: 'exp.beta', role: 'user', isActive: false });
    });
    const exportAs = (query: string) => t.app.inject({ method: 'GET', url: `/api/users/export?${query}`, headers: t.auth(admin) });

    it('CSV: the filtered, sorted list, quoted, formulas neutralised', async () => {
      const res = await exportAs('format=csv&search=export&sort=fullName');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
      assert.match(res.headers['content-disposition'] as string, /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body.trim().split('\r\n');
      assert.equal(lines.length, 3);
      assert.match(lines[0], /^fullName,username,email,mobileNumber,role,isActive/);
      assert.match(lines[1], /^Export Alpha,exp\.alpha,.*,"'=HYPERLINK\(""x""\)",nurse,true/);
      assert.match(lines[2], /^"Export Beta, Jr\.",exp\.beta,/);
      const inactive = await exportAs('search=export&isActive=false');
      assert.equal(inactive.body.trim().split('\r\n').length, 2, 'csv is the default; filters apply');
      assert.doesNotMatch(res.body, /passwordHash|\$argon2/);
    });

    it('XLSX: a workbook with the same rows', async () => {
      const res = await exportAs('format=xlsx&role=nurse');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      assert.match(res.headers['content-disposition'] as string, /\.xlsx"$/);
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(res.rawPayload).Sheets.Users);
      assert.ok(rows.length >= 1);
      assert.ok(rows.every((row) => row.role === 'nurse'));
      assert.ok(rows.some((row) => row.username === 'exp.alpha'));
    });

    it('PDF: a document', async () => {
      const res = await exportAs('format=pdf&sort=-createdAt');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'application/pdf');
      assert.match(res.headers['content-disposition'] as string, /\.pdf"$/);
      assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
      assert.match(res.rawPayload.subarray(-8).toString(), /%%EOF/);
    });

    it('rejects an unknown format or sort', async () => {
      assert.equal((await exportAs('format=docx')).statusCode, 400);
      assert.equal((await exportAs('sort=passwordHash')).statusCode, 400);
    });
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, MESSAGES, SPREADSHEET_LIMITS, SPREADSHEET_MESSAGES } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { multipartFile } from './helpers/multipart.js';
import { minimalXlsx, xlsxFile, xlsxRows } from './helpers/spreadsheets.js';

const HEADER = 'fullName,username,email,mobileNumber,role,isActive,password,occupation,address,dateOfBirth,gender';

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

    it('imports .xlsx (made by exceljs) with friendly header names, typed cells and formulas as their values', async () => {
      const xlsx = await xlsxFile({
        Users: [
          ['Full Name', 'Username', 'Email', 'Contact Number', 'Role', 'Active', 'Password', 'Date of birth', 'Occupation'],
          ['Cat Xlsx', 'cat.xlsx', 'cat@x.test', 9876543210, 'doctor', false, 'password-3', new Date(Date.UTC(1985, 10, 5)), 'Vet'],
          [
            { formula: '"Dee "&"Formula"', result: 'Dee Formula' },
            'dee.formula',
            { richText: [{ text: 'dee@' }, { text: 'x.test', font: { bold: true } }] },
            '',
            { formula: 'LOWER("NURSE")', result: 'nurse' },
            { formula: '1=1', result: 1 },
            'password-4',
            '',
            { formula: 'UPPER("never evaluated")' },
          ],
        ],
        Notes: [['not', 'imported']],
      });
      const res = await upload('people.xlsx', xlsx);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { success: true, data: { created: 2 } });
      const cat = await t.app.repos.users.findByUsername('cat.xlsx');
      assert.equal(cat?.mobileNumber, '9876543210');
      assert.equal(cat?.isActive, false);
      assert.equal(cat?.role, 'doctor');
      assert.equal(cat?.dateOfBirth, '1985-11-05');
      const dee = await t.app.repos.users.findByUsername('dee.formula');
      assert.equal(dee?.fullName, 'Dee Formula');
      assert.equal(dee?.email, 'dee@x.test');
      assert.equal(dee?.role, 'nurse');
      assert.equal(dee?.isActive, true);
      assert.equal(dee?.occupation, null, 'a formula without a cached value reads as empty: it is never evaluated');
    });

    it('refuses .xls (Excel 97-2003) with a message saying to save as .xlsx or .csv', async () => {
      const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
      for (const name of ['people.xls', 'renamed.xlsx']) {
        const res = await upload(name, ole2);
        assert.equal(res.statusCode, 400, name);
        assert.deepEqual(res.json(), { success: false, message: SPREADSHEET_MESSAGES.xls });
      }
      assert.match(SPREADSHEET_MESSAGES.xls, /save it as \.xlsx or \.csv/);
    });

    it('answers a zip bomb with a quick 400', async () => {
      const bomb = Buffer.concat([Buffer.from('<worksheet><sheetData>'), Buffer.alloc(64 * 1024 * 1024, ' '), Buffer.from('</sheetData></worksheet>')]);
      for (const file of [minimalXlsx(bomb), minimalXlsx(bomb, { declaredSheetSize: 2048 })]) {
        assert.ok(file.length < IMPORT_MAX_FILE_BYTES);
        const started = Date.now();
        const res = await upload('bomb.xlsx', file);
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(res.json().message, SPREADSHEET_MESSAGES.tooLarge(SPREADSHEET_LIMITS.uncompressedBytes / 1024 / 1024, SPREADSHEET_LIMITS.zipEntries));
        assert.ok(Date.now() - started < 1000, `${Date.now() - started} ms`);
      }
    });

    it('refuses too many columns and an oversized cell (400), writes nothing', async () => {
      const before = await t.app.repos.users.countAll();
      const wide = `${HEADER}${',extra'.repeat(SPREADSHEET_LIMITS.columns)}`;
      const cases: [Awaited<ReturnType<typeof upload>>, string][] = [
        [await upload('wide.csv', `${wide}\nW,w.w,w@x.test,,,,password-1\n`), SPREADSHEET_MESSAGES.tooManyColumns(SPREADSHEET_LIMITS.columns)],
        [
          await upload('long.csv', `${HEADER}\nLong,long.cell,long@x.test,,,,password-1,,${'x'.repeat(SPREADSHEET_LIMITS.cellChars + 1)}\n`),
          SPREADSHEET_MESSAGES.cellTooLong('I2', SPREADSHEET_LIMITS.cellChars),
        ],
        [await upload('wide.xlsx', await xlsxFile({ Users: [[...HEADER.split(','), ...Array(SPREADSHEET_LIMITS.columns).fill('extra')]] })), SPREADSHEET_MESSAGES.tooManyColumns(SPREADSHEET_LIMITS.columns)],
        [await upload('quote.csv', `${HEADER}\n"Open,quote\n`), SPREADSHEET_MESSAGES.unclosedQuote(2)],
        [await upload('latin1.csv', Buffer.from(`${HEADER}\nJos\xe9,jose,jose@x.test,,,,password-1\n`, 'latin1')), SPREADSHEET_MESSAGES.notUtf8],
      ];
      for (const [res, message] of cases) {
        assert.equal(res.statusCode, 400, res.body);
        assert.deepEqual(res.json(), { success: false, message });
      }
      assert.equal(await t.app.repos.users.countAll(), before);
    });

    it('reports a NUL byte in a cell as a row error (row and column), not a 500', async () => {
      const csv = [HEADER, 'Nul Byte,nul.byte,nul@x.test,,,,password-1,Nu\u0000rse,,,', 'Good Row,good.nul,good.nul@x.test,,,,password-1,,,,', 'Nul Two,nul.two,nul\u0000@x.test,,,,password-1,,\u0000 Road,,'].join('\n');
      const res = await upload('nul.csv', csv);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json().errors, [
        { row: 2, field: 'occupation', message: SPREADSHEET_MESSAGES.forbiddenCharacter },
        { row: 4, field: 'email', message: SPREADSHEET_MESSAGES.forbiddenCharacter },
        { row: 4, field: 'address', message: SPREADSHEET_MESSAGES.forbiddenCharacter },
      ]);
      assert.equal(await t.app.repos.users.findByUsername('good.nul'), undefined);
      // An unpaired surrogate cannot arrive at all: encoded in a CSV it is not UTF-8, in an .xlsx not XML.
      const surrogate = await upload('surrogate.csv', Buffer.concat([Buffer.from(`${HEADER}\nA,b.c,b@x.test,,,,password-1,`), Buffer.from('eda080', 'hex')]));
      assert.deepEqual(surrogate.json(), { success: false, message: SPREADSHEET_MESSAGES.notUtf8 });
      const xml = minimalXlsx('<row r="1"><c r="A1" t="inlineStr"><is><t>fullName</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>&#55296;</t></is></c></row>');
      const unreadable = await upload('surrogate.xlsx', xml);
      assert.deepEqual(unreadable.json(), { success: false, message: MESSAGES.importUnreadable });
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
      assert.equal(tooMany.json().message, SPREADSHEET_MESSAGES.tooManyRows(IMPORT_MAX_ROWS));
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
      const rows = await xlsxRows(xlsx.rawPayload, 'Users');
      assert.equal(rows[0].join(','), HEADER);
      assert.equal(rows[1][3], '+91 98765 43210', 'a phone number is not neutralised');
      const bad = await t.app.inject({ method: 'GET', url: '/api/users/import/template?format=pdf', headers: t.auth(admin) });
      assert.equal(bad.statusCode, 400);
    });

    it('the templates import as they are', async () => {
      const template = await t.app.inject({ method: 'GET', url: '/api/users/import/template', headers: t.auth(admin) });
      const res = await upload('template.csv', template.body);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.created, 1);
      // The Excel template holds the same user: it reads back to the same row, now taken.
      const xlsx = await t.app.inject({ method: 'GET', url: '/api/users/import/template?format=xlsx', headers: t.auth(admin) });
      const again = await upload('template.xlsx', xlsx.rawPayload);
      assert.equal(again.statusCode, 400, again.body);
      assert.deepEqual(again.json().errors, [
        { row: 2, field: 'username', message: MESSAGES.usernameTaken },
        { row: 2, field: 'email', message: MESSAGES.emailTaken },
      ]);
    });
  });

  describe('GET /api/users/export', () => {
    before(async () => {
      await t.createUser({ fullName: 'Export Alpha', username: 'exp.alpha', role: 'nurse', mobileNumber: '=HYPERLINK("x")', occupation: '@SUM(A1)' });
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

    it('XLSX: a workbook with the same rows, formulas neutralised', async () => {
      const res = await exportAs('format=xlsx&role=nurse');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      assert.match(res.headers['content-disposition'] as string, /\.xlsx"$/);
      const [header, ...values] = await xlsxRows(res.rawPayload, 'Users');
      const rows = values.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
      assert.ok(rows.length >= 1);
      assert.ok(rows.every((row) => row.role === 'nurse'));
      const alpha = rows.find((row) => row.username === 'exp.alpha');
      assert.equal(alpha?.mobileNumber, `'=HYPERLINK("x")`, 'a formula stays text, neutralised');
      assert.equal(alpha?.occupation, "'@SUM(A1)");
      assert.equal(alpha?.isActive, true);
    });

    it('PDF: a document', async () => {
      const res = await exportAs('format=pdf&sort=-createdAt');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'application/pdf');
      assert.match(res.headers['content-disposition'] as string, /\.pdf"$/);
      assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
      assert.match(res.rawPayload.subarray(-8).toString(), /%%EOF/);
    });

    it('answers an error, not a cut download, when the first query fails', async () => {
      const iterate = t.app.repos.users.iterate;
      // eslint-disable-next-line require-yield -- a failing query fails before its first row
      t.app.repos.users.iterate = async function* () {
        throw new Error('database unavailable');
      };
      try {
        for (const format of ['csv', 'xlsx', 'pdf']) {
          const res = await exportAs(`format=${format}`);
          assert.equal(res.statusCode, 500, format);
          assert.equal(res.json().success, false);
        }
      } finally {
        t.app.repos.users.iterate = iterate;
      }
    });

    it('rejects an unknown format or sort', async () => {
      assert.equal((await exportAs('format=docx')).statusCode, 400);
      assert.equal((await exportAs('sort=passwordHash')).statusCode, 400);
    });
  });
});

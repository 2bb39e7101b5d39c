import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';
import { readXlsx } from '../../../test/http.ts';
import { expandingDeflate, zipOf } from '../../../test/zip-bomb.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really pixels')]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

function multipart(buffer: Buffer, filename: string) {
  const boundary = `----wms${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, buffer, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('files: upload, serve, list, space, delete', () => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-files-'));
  const onDisk = () => fs.readdirSync(dir).filter((f) => !f.startsWith('.'));

  beforeAll(async () => {
    t = await createTestApp({ filesDir: dir, filesPerUser: 3 });
    admin = await t.login();
    clerk = await t.userWith('clerk-files', ['inbound/order/view']);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const send = (token: string | null, buffer: Buffer, name: string, query = '', lang = 'en') => {
    const { payload, type } = multipart(buffer, name);
    return t.app.inject({
      method: 'POST',
      url: `/system/file/~upload${query}`,
      payload,
      headers: { ...(token ? auth(token, lang) : { 'accept-language': lang }), 'content-type': type },
    });
  };

  it('keeps a picture under a generated name and serves it back; a path in the name is only a name', async () => {
    const res = await send(clerk, PNG, '../../../etc/托盘.png', '?image=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, action: 'ok', data: { fileName: '托盘.png', kind: 'image', size: PNG.length } });
    expect(body.data.src).toMatch(/^\/system\/file\/_raw\?name=[0-9a-f-]{36}\.png$/);
    expect(onDisk()).toEqual([body.data.src.split('=').pop()]);
    expect(fs.existsSync(path.join(dir, '..', '..', 'etc', '托盘.png'))).toBe(false);

    const got = await t.app.inject({ method: 'GET', url: body.data.src });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toMatch(/^inline;/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    // A name that is not a stored one is not even looked up.
    expect((await t.app.inject({ method: 'GET', url: '/system/file/_raw?name=..%2F..%2Fpackage.json' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/system/file/_raw?name=00000000-0000-0000-0000-000000000000.png' })).statusCode,
    ).toBe(404);
  });

  it('keeps and serves a name without its bidirectional controls (issue 26 item 15)', async () => {
    const res = await send(clerk, PDF, 'invoice\u202efdp.exe\u2067\u200e.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.fileName).toBe('invoicefdp.exe.pdf');
    const got = await t.app.inject({ method: 'GET', url: res.json().data.src });
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="invoicefdp.exe.pdf"; filename*=UTF-8''invoicefdp.exe.pdf`,
    );
    await t.app.inject({
      method: 'POST',
      url: '/system/file/~delete',
      payload: { ids: [res.json().data.id] },
      headers: auth(clerk),
    });
  });

  it('refuses, with the spec’s messages and nothing written: a renamed executable, a non-image where an image is asked, 15 MB, a zip bomb, no sign-in', async () => {
    const before = onDisk();
    const exe = await send(clerk, EXE, 'photo.png');
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('Executable files and scripts cannot be uploaded');
    const notImage = await send(clerk, PDF, 'scan.png', '?image=1', 'zh');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('所选文件不是图片（仅支持 gif、jpeg、png）');
    const big = await send(clerk, Buffer.concat([PNG, Buffer.alloc(15 * 1024 * 1024)]), 'big.png');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file cannot exceed 10 MB');
    const bomb = expandingDeflate(1024, 'A');
    const zip = zipOf([{ name: 'a.txt', data: bomb.data, size: bomb.size, crc: bomb.crc }]);
    const bombed = await send(clerk, zip, 'docs.zip');
    expect(bombed.statusCode).toBe(400);
    expect(bombed.json().message).toMatch(/zip bomb/);
    const lying = zipOf([{ name: 'a.txt', data: bomb.data, size: 10, crc: bomb.crc }]);
    expect((await send(clerk, lying, 'docs.zip')).statusCode).toBe(400);
    expect((await send(null, PNG, 'a.png')).statusCode).toBe(401);
    expect(onDisk()).toEqual(before);
  });

  it('keeps a plain zip and a text file; caps the files one user keeps, and a delete makes room', async () => {
    const small = zipOf([
      { name: 'note.txt', data: zlib.deflateRawSync(Buffer.from('hello')), size: 5, crc: zlib.crc32('hello') },
    ]);
    expect((await send(clerk, small, 'notes.zip')).json().data.kind).toBe('archive');
    const csv = await send(clerk, Buffer.from('编码,数量\nA,1\n'), 'plan.csv');
    expect(csv.json().data.kind).toBe('text');
    const over = await send(clerk, PDF, 'fourth.pdf');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('You can keep at most 3 files; delete some you no longer need first');

    const mine = await t.app.inject({ method: 'POST', url: '/system/file/_mine', headers: auth(clerk), payload: {} });
    expect(mine.json().data).toMatchObject({ count: 3, maxCount: 3, maxMB: 10 });
    expect(mine.json().data.bytes).toBe(mine.json().data.rows.reduce((n: number, r: { size: number }) => n + r.size, 0));
    const csvId = csv.json().data.id;
    const del = await t.app.inject({
      method: 'POST',
      url: '/system/file/~delete',
      headers: auth(clerk),
      payload: { ids: [csvId] },
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: csv.json().data.src })).statusCode).toBe(404);
    expect((await send(clerk, PDF, 'fourth.pdf')).statusCode).toBe(200);
  });

  it('lists and exports all files for an administrator only; a user deletes only their own', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/system/file/~page/get', headers: auth(clerk), payload: {} })).statusCode,
    ).toBe(403);
    const page = await t.app.inject({ method: 'POST', url: '/system/file/~page/get', headers: auth(admin), payload: {} });
    expect(page.statusCode).toBe(200);
    expect(page.json().count).toBe(3);
    expect(page.json().data.rows[0]).toMatchObject({ ownerAccount: 'clerk-files', name: 'fourth.pdf', kind: 'pdf' });
    expect(page.json().data.rows[0].src).toMatch(/^\/system\/file\/_raw\?name=/);

    const exp = await t.app.inject({ method: 'POST', url: '/system/file/~export', headers: auth(admin, 'zh'), payload: {} });
    expect(exp.statusCode).toBe(200);
    const { header, rows } = await readXlsx(exp.rawPayload);
    expect(header).toEqual(['文件名', '类型', '大小', '上传人', '上传时间']);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r[1])).toContain('PDF 文档');

    const adminPng = await send(admin, PNG, 'logo.png');
    const theirs = adminPng.json().data.id;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/system/file/~delete',
      headers: auth(clerk),
      payload: { ids: [theirs] },
    });
    expect(refused.statusCode).toBe(403);
    const clerkFile = page.json().data.rows[0].id;
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: '/system/file/~delete',
      headers: auth(admin),
      payload: { ids: [clerkFile, theirs] },
    });
    expect(byAdmin.json()).toMatchObject({ action: 'ok', data: { deleted: 2 } });
    const gone = await t.app.inject({
      method: 'POST',
      url: '/system/file/~delete',
      headers: auth(admin),
      payload: { ids: [clerkFile] },
    });
    expect(gone.statusCode).toBe(404);
  });
});

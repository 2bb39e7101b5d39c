import { MONTH_TEXT } from '@wms/contract/containers/statement';
import { ZStatementMake } from '@wms/contract/containers/statement-schema';
import { CRON_FORM } from '@wms/contract/cron';
import { ZFloorMove } from '@wms/contract/floor';
import { ZAdjust } from '@wms/contract/inventory/stock-actions';
import { ZLpnPrintBody } from '@wms/contract/lpn-labels';
import { ZNoticeRead } from '@wms/contract/notice';
import { ZReqLineUpdate, ZReqOrderAdd, ZReqOrderUpdate } from '@wms/contract/request/req-order';
import { ZPassReset } from '@wms/contract/signin';
import { ZStockQuery } from '@wms/contract/stock';
import { ZMenuAdd, ZMenuUpdate } from '@wms/contract/system-menu';
import { ZTaskUpdate } from '@wms/contract/system-task';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { auth, createTestApp, type TestApp } from '../test/harness.ts';

/**
 * Issue 35 §5: the rules that tie a body's fields together, and the formats of e-mail addresses, months and cron
 * expressions, are in the OpenAPI document as well as in the validation, and the two say the same.
 */
type Schema = Record<string, unknown>;
interface Doc {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
}

let t: TestApp;
let token: string;
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => t.close());

const body = (url: string): Schema & { properties: Record<string, Schema> } =>
  doc.paths[url]!.post!.requestBody!.content['application/json']!.schema as never;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token, 'en') });

/** Every schema of the document's request bodies with the path to it (properties, items, branches). */
function* walk(v: unknown, at: string): Generator<[string, Schema]> {
  if (Array.isArray(v)) for (const [i, x] of v.entries()) yield* walk(x, `${at}/${i}`);
  else if (v && typeof v === 'object') {
    yield [at, v as Schema];
    for (const [k, x] of Object.entries(v)) yield* walk(x, `${at}/${k}`);
  }
}

describe('the document states the formats', () => {
  it('gives every e-mail field of every request body `format: email`', () => {
    const fields: string[] = [];
    for (const [url, item] of Object.entries(doc.paths)) {
      for (const op of Object.values(item)) {
        for (const [at, s] of walk(op.requestBody?.content, url)) {
          const props = s.properties as Record<string, Schema> | undefined;
          for (const [name, p] of Object.entries(props ?? {})) {
            if (!/e-?mail$/i.test(name)) continue;
            fields.push(`${at} ${name}`);
            expect(p.format, `${at} ${name}`).toBe('email');
          }
        }
      }
    }
    // Users (add, update, registration, reset), customers, operators, companies, the statements' address.
    for (const where of [
      '/system/user/~account/add',
      '/system/user/_register',
      '/system/user/_mail/send',
      '/setting/customer/~add',
      '/setting/operator/~update',
      '/inventory/account/partner/~charges/update',
    ]) {
      expect(
        fields.some((f) => f.startsWith(where)),
        where,
      ).toBe(true);
    }
  });

  it('gives months and cron expressions their patterns, and phone numbers their forms', () => {
    expect(body('/inventory/account/statement/~make').properties.month).toMatchObject({ pattern: MONTH_TEXT.source });
    const cron = body('/system/task/~update').properties.cron as { allOf?: Schema[] };
    expect(cron.allOf?.map((s) => s.pattern)).toContain(CRON_FORM.source);
    const phone = body('/system/user/~account/add').properties.phone!;
    expect(phone.description).toMatch(/E\.164/);
  });
});

/** Bodies each rule takes or refuses, checked against the document's schema and the validation alike. */
const RULES: [string, z.ZodType, [object, boolean][]][] = [
  [
    '/inventory/floor/~move',
    ZFloorMove,
    [
      [{ to: 'A-01', lpn: 'P1' }, true],
      [{ to: 'A-01', lpn: 'P1', qty: 2 }, true],
      [{ to: 'A-01', stock: 1, qty: 2 }, true],
      [{ to: 'A-01' }, false],
      [{ to: 'A-01', stock: 1 }, false],
      [{ to: 'A-01', lpn: 'P1', stock: 1 }, false],
      [{ to: 'A-01', lpn: 'P1', stock: 1, qty: 2 }, false],
    ],
  ],
  [
    '/inventory/stock/~adjust',
    ZAdjust,
    [
      [{ id: 1, qty: -2, comment: 'c' }, true],
      [{ warehouse: 1, location: 2, sku: 3, qty: 4, comment: 'c' }, true],
      [{ warehouse: 1, location: 2, sku: 3, lotNo: 'L', qty: 4, comment: 'c' }, true],
      [{ id: 1, qty: 0, comment: 'c' }, false],
      [{ warehouse: 1, location: 2, sku: 3, qty: -4, comment: 'c' }, false],
      [{ warehouse: 1, location: 2, qty: 4, comment: 'c' }, false],
      [{ id: 1, location: 2, qty: 4, comment: 'c' }, false],
      [{ id: 1, lotNo: 'L', qty: 4, comment: 'c' }, false],
    ],
  ],
  [
    '/inbound/ib/lpn/~print',
    ZLpnPrintBody,
    [
      [{ ids: [1] }, true],
      [{ qty: 2 }, true],
      [{}, false],
      [{ ids: [1], qty: 2 }, false],
    ],
  ],
  [
    '/system/notice/_read',
    ZNoticeRead,
    [
      [{ ids: [1] }, true],
      [{ all: true }, true],
      [{}, false],
      [{ ids: [1], all: true }, false],
    ],
  ],
  [
    '/system/user/_pass/reset',
    ZPassReset,
    [
      [{ phone: '138 0013 8000', code: '123456', password: 'Abc12345', confirmPassword: 'Abc12345' }, true],
      [{ email: 'a@example.com', code: '123456', password: 'Abc12345', confirmPassword: 'Abc12345' }, true],
      [{ code: '123456', password: 'Abc12345', confirmPassword: 'Abc12345' }, false],
      [
        { phone: '13800138000', email: 'a@example.com', code: '123456', password: 'Abc12345', confirmPassword: 'Abc12345' },
        false,
      ],
    ],
  ],
  [
    '/system/menu/~add',
    ZMenuAdd,
    [
      [{ name: 'm', title: 't', titleEn: 't', type: 'menu' }, true],
      [{ name: 'm', title: 't', titleEn: 't', type: 'link', url: 'https://example.com' }, true],
      [{ name: 'm', title: 't', titleEn: 't', type: 'iframe' }, false],
      [{ name: 'm', title: 't', titleEn: 't', type: 'link', url: null }, false],
    ],
  ],
  [
    '/system/menu/~update',
    ZMenuUpdate,
    [
      [{ id: 1, title: 't' }, true],
      [{ id: 1, type: 'iframe', url: '/x' }, true],
      [{ id: 1, type: 'iframe' }, false],
    ],
  ],
  [
    '/inbound/tr/order/~add',
    ZReqOrderAdd,
    [
      [{ customer: 1, warehouse: 1, items: [{ packaging: 1, qty: 1 }] }, true],
      [{ customer: 1, warehouse: 1, items: [{ material: 1, packaging: null, qty: 1 }] }, true],
      [{ customer: 1, warehouse: 1, items: [{ qty: 1 }] }, false],
      [{ customer: 1, warehouse: 1, items: [{ packaging: null, material: null, qty: 1 }] }, false],
      [{ customer: 1, warehouse: 1, items: [{ packaging: 1, material: 2, qty: 1 }] }, false],
    ],
  ],
  [
    '/outbound/mr/order/~update',
    ZReqOrderUpdate,
    [
      [{ id: 1, items: [{ id: 2, qty: 3 }] }, true],
      [{ id: 1, items: [{ id: 2, material: 3 }] }, true],
      [{ id: 1, items: [{ packaging: 3, qty: 1 }] }, true],
      [{ id: 1, items: [{ qty: 1 }] }, false],
      [{ id: 1, items: [{ id: 2, packaging: null, material: null }] }, false],
      [{ id: 1, items: [{ id: 2, packaging: 1, material: 1 }] }, false],
    ],
  ],
  [
    '/inbound/tr/order/~item/update',
    ZReqLineUpdate,
    [
      [{ id: 2, qty: 3 }, true],
      [{ id: 2, packaging: 1, material: null }, true],
      [{ id: 2, packaging: 1, material: 1 }, false],
    ],
  ],
  [
    '/inventory/account/statement/~make',
    ZStatementMake,
    [
      [{ month: '2026-11' }, true],
      [{ month: '2026-11-01' }, true],
      [{ month: '2026-13' }, false],
      [{ month: '0000-01' }, false],
      [{ month: '2026-11-02' }, false],
    ],
  ],
  [
    '/system/task/~update',
    ZTaskUpdate,
    [
      [{ id: 1, cron: '0 3 * * *', enabled: true }, true],
      [{ id: 1, cron: '*/5 0-6 1,15 * 1-5', enabled: true }, true],
      [{ id: 1, cron: '0 3 * *', enabled: true }, false],
      [{ id: 1, cron: 'at night', enabled: true }, false],
    ],
  ],
  [
    '/inventory/stock/~page/get',
    ZStockQuery,
    [
      [{ ageStart: 30, ageEnd: 60 }, true],
      [{ ageStart: true }, false],
      [{ ageEnd: [5] }, false],
      [{ ageStart: -1 }, false],
    ],
  ],
];

describe('the rules tying fields together', () => {
  const ajv = new Ajv({ strict: false, validateFormats: false });
  it.each(RULES)('%s: the document takes the bodies the validation takes', (url, schema, cases) => {
    const valid = ajv.compile(body(url));
    for (const [b, ok] of cases) {
      expect(schema.safeParse(b).success, `validation of ${JSON.stringify(b)}`).toBe(ok);
      expect(valid(b), `document on ${JSON.stringify(b)}: ${JSON.stringify(valid.errors)}`).toBe(ok);
    }
  });

  it('states each rule as the forms a body takes, and says it in words', () => {
    const lines = (url: string) => (body(url).properties.items as { items: Schema }).items;
    const forms = [
      ...['/inventory/floor/~move', '/inventory/stock/~adjust', '/inbound/ib/lpn/~print', '/system/notice/_read'].map(body),
      ...['/system/user/_pass/reset', '/system/menu/~add', '/inbound/tr/order/~item/update'].map(body),
      lines('/inbound/tr/order/~add'),
      lines('/outbound/mr/order/~update'),
    ];
    for (const s of forms) {
      expect(s.oneOf ?? s.anyOf, JSON.stringify(s).slice(0, 200)).toBeDefined();
      expect(s.description).toBeTruthy();
    }
    expect(body('/system/user/~account/add').properties.confirmPassword!.description).toBe('The same text as `password`');
  });

  it.each([
    ['/inventory/floor/~move', { to: 'A-01' }, 'lpn'],
    ['/inventory/floor/~move', { to: 'A-01', stock: 1 }, 'qty'],
    ['/inventory/stock/~adjust', { warehouse: 1, sku: 3, qty: 4, comment: 'c' }, 'location'],
    ['/inventory/stock/~adjust', { id: 1, location: 2, qty: 4, comment: 'c' }, 'id'],
    ['/inbound/ib/lpn/~print', { ids: [1], qty: 2 }, 'ids'],
    ['/inbound/tr/order/~add', { customer: 1, warehouse: 1, items: [{ qty: 1 }] }, 'items.0.packaging'],
    ['/outbound/mr/order/~item/update', { id: 1, packaging: 1, material: 2 }, 'packaging'],
    ['/system/menu/~add', { name: 'm', title: 't', titleEn: 't', type: 'link' }, 'url'],
    ['/inventory/account/statement/~make', { month: '2026-13' }, 'month'],
    ['/system/task/~update', { id: 1, cron: '0 3 * *', enabled: true }, 'cron'],
    ['/system/user/_pass/reset', { code: '123456', password: 'Abc12345', confirmPassword: 'Abc12345' }, 'phone'],
    ['/inventory/stock/~page/get', { ageStart: true }, 'ageStart'],
    ['/inventory/stock/~page/get', { ageEnd: [5] }, 'ageEnd'],
    ['/setting/customer/~add', { code: 'C-MAIL', name: 'n', email: 'not-an-address' }, 'email'],
  ])('%s %j: 400 naming %s', async (url, payload, field) => {
    const res = await post(url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field, res.body).toBe(field);
  });

  it('reads the age range from plain digits as from numbers (a query string’s form)', async () => {
    const res = await post('/inventory/stock/~page/get', { ageStart: '30', ageEnd: 60 });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('says what a month and a cron expression must look like', async () => {
    const month = await post('/inventory/account/statement/~make', { month: '2026-13' });
    expect(month.json().message).toMatch(/month: not a valid month \(YYYY-MM\)/i);
    const cron = await post('/system/task/~update', { id: 1, cron: '0 3 * *', enabled: true });
    expect(cron.json().message).toMatch(/not a valid cron expression/);
  });
});

import { location } from '@wms/contract/resources/location';
import { warehouse } from '@wms/contract/resources/warehouse';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/request.ts';
import { editableFields, fieldErrorOf, fieldLimits, fieldProblem, formValuesToPayload, rowToFormValues } from './formValues.ts';

describe('editableFields', () => {
  it('leaves out read-only fields', () => {
    expect(editableFields(warehouse).map((f) => f.name)).not.toContain('dflt');
    expect(editableFields(warehouse).map((f) => f.name)).toContain('code');
  });
});

describe('rowToFormValues', () => {
  it('takes the editable fields of the row', () => {
    const row = { id: 3, code: 'W1', name: 'Main', description: null, dflt: true, warehouseLabel: 'x' };
    expect(rowToFormValues(warehouse, row)).toEqual({
      code: 'W1',
      name: 'Main',
      description: undefined,
      addr: undefined,
      contact: undefined,
      contactPhone: undefined,
    });
  });
  it('gives empty values for a new row', () => {
    expect(rowToFormValues(location, null).code).toBeUndefined();
  });
});

describe('formValuesToPayload', () => {
  it('trims, sends emptied optional fields as null and adds the id on update', () => {
    const body = formValuesToPayload(warehouse, { code: ' W1 ', name: 'Main', description: '', addr: undefined }, 7);
    expect(body).toEqual({ id: 7, code: 'W1', name: 'Main', description: null, addr: null, contact: null, contactPhone: null });
  });
  it('has no id on add and keeps numbers and refs', () => {
    const body = formValuesToPayload(location, { code: 'A-1', warehouse: 2, type: 'store', maxQty: 0 });
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ code: 'A-1', warehouse: 2, type: 'store', maxQty: 0, length: null });
  });
});

describe('fieldErrorOf', () => {
  const names = ['code', 'name'];
  it('finds the field the server names', () => {
    const e = new ApiError('dup', 400, { action: 'error', field: 'code', message: 'Code already exists: W1' });
    expect(fieldErrorOf(e, names)).toEqual({ field: 'code', message: 'Code already exists: W1' });
  });
  it('reads a dotted path by its last name', () => {
    const e = new ApiError('bad', 400, { field: 'body.name', message: 'too long' });
    expect(fieldErrorOf(e, names)).toEqual({ field: 'name', message: 'too long' });
  });
  it('gives null for other errors', () => {
    expect(fieldErrorOf(new ApiError('x', 409, { message: 'in use' }), names)).toBeNull();
    expect(fieldErrorOf(new ApiError('x', 400, { field: 'other', message: 'm' }), names)).toBeNull();
    expect(fieldErrorOf(new Error('x'), names)).toBeNull();
  });
});

describe('fieldProblem and fieldLimits: the server checks and words in the form', () => {
  const f = (name: string) => location.fields.find((x) => x.name === name)!;
  it('says what the server would say', () => {
    expect(fieldProblem(location, f('code'), 'x'.repeat(45), 'zh')).toBe('库位编码 最多 32 个字符');
    expect(fieldProblem(location, f('code'), 'x'.repeat(45), 'en')).toBe('Location code: at most 32 characters');
    expect(fieldProblem(location, f('maxQty'), -1, 'zh')).toBe('最大数量 不能小于 0');
    expect(fieldProblem(location, f('type'), 'nope', 'zh')).toMatch(/^类型 须为以下之一：收货、存储/);
  });
  it('takes what the server takes and leaves emptiness to the required rule', () => {
    expect(fieldProblem(location, f('code'), ' A-1 ', 'zh')).toBeNull();
    expect(fieldProblem(location, f('code'), '', 'zh')).toBeNull();
    expect(fieldProblem(location, f('maxQty'), undefined, 'zh')).toBeNull();
  });
  it('reads the limits from the schema', () => {
    expect(fieldLimits(location, f('code')).maxLength).toBe(32);
    expect(fieldLimits(location, f('aisle')).maxLength).toBe(16);
  });
});

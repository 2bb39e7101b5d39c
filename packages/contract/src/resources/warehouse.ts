import { defineResource } from '../resource.ts';

export const warehouse = defineResource({
  name: 'warehouse',
  path: '/setting/warehouse',
  unique: [['code']],
  fields: [
    { name: 'code', kind: 'string', required: true, max: 32, list: true, sortable: true },
    { name: 'name', kind: 'string', required: true, max: 100, list: true, sortable: true },
    { name: 'description', kind: 'text', max: 500, list: true },
    { name: 'addr', kind: 'string', max: 200, list: true },
    { name: 'contact', kind: 'string', max: 50, list: true },
    { name: 'contactPhone', kind: 'string', max: 30, list: true },
    { name: 'dflt', kind: 'bool', readOnly: true, list: true, sortable: true },
  ],
});

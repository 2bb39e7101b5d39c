import { defineResource } from '../resource.ts';

export const location = defineResource({
  name: 'location',
  path: '/setting/location',
  labelField: 'code',
  searchFields: ['code'],
  unique: [['warehouse', 'code']],
  fields: [
    { name: 'code', kind: 'string', required: true, max: 32, list: true, sortable: true },
    { name: 'warehouse', kind: 'ref', ref: 'warehouse', required: true, list: true, sortable: true },
    { name: 'type', kind: 'enum', enum: 'locationType', required: true, list: true, sortable: true },
    { name: 'aisle', kind: 'string', max: 16, list: true, sortable: true },
    { name: 'rack', kind: 'string', max: 16, list: true, sortable: true },
    { name: 'level', kind: 'string', max: 16, list: true, sortable: true },
    { name: 'bin', kind: 'string', max: 16, list: true, sortable: true },
    { name: 'length', kind: 'decimal', sortable: true },
    { name: 'width', kind: 'decimal', sortable: true },
    { name: 'height', kind: 'decimal', sortable: true },
    { name: 'maxWeight', kind: 'decimal', sortable: true, summary: true },
    { name: 'maxVolume', kind: 'decimal', sortable: true, summary: true },
    { name: 'maxQty', kind: 'int', sortable: true, list: true, summary: true },
  ],
});

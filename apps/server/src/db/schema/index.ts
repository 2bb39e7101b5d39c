export * from './setting.ts';
export * from './system.ts';

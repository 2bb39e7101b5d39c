export * from './bas.ts';
export * from './inbound.ts';
export * from './outbound.ts';
export * from './packaging.ts';
export * from './product.ts';
export * from './setting.ts';
export * from './stock.ts';
export * from './system.ts';

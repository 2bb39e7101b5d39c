import pino from 'pino';
import { openDatabase } from './src/db/client.ts';
import { runMigrations } from './src/db/migrate.ts';
import { seed } from './src/seed/seed.ts';
import { stockService as svc } from './src/modules/stock/stock-service.ts';
import { stockFixture } from './src/test/stock.ts';

const database = await openDatabase({ dataDir: '/tmp/h6-data/db' });
await runMigrations(database);
await seed(database.db, { adminPassword: 'Admin12345', demo: false, log: pino({ level: 'warn' }) as never });
const fx = await stockFixture(database.db);
await database.db.transaction(async (tx) => {
  const old = new Date(Date.now() - 40 * 86_400_000);
  const rows = await svc.receiveMany(tx as never, [
    { location: fx.locA, sku: fx.sku, qty: 25, lotNo: 'L1', lpn: 'P1', inboundDate: old },
    { location: fx.locA, sku: fx.lidSku, qty: 8, lotNo: 'L2' },
    { location: fx.locB, sku: fx.sku, qty: 12, lotNo: 'L3' },
    { location: fx.locC, sku: fx.sku2, qty: 3 },
  ], { orderNo: 'IB-0001' });
  await svc.allocate(tx as never, rows[0]!.id, 4);
  await svc.setStatus(tx as never, rows[2]!.id, 'barrier', 2, { comment: 'QC hold' });
  await svc.move(tx as never, rows[1]!.id, 2, { location: fx.locB }, { orderNo: 'TF-0001' });
});
await database.close();
console.log('ok');

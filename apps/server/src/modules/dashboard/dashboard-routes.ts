import {
  ZContainers,
  ZCustomerRow,
  ZDailyRow,
  ZDaysQuery,
  ZDelivery,
  ZDeliveryQuery,
  ZHomeSummary,
  ZLimitQuery,
  ZMonthlyRow,
  ZMonthsQuery,
  ZPlanQuery,
  ZPlanRow,
} from '@wms/contract/dashboard';
import { grants } from '@wms/contract/permissions';
import { ZOkReply } from '@wms/contract/reply';
import { zText } from '@wms/contract/scalars-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { dashboardRepository as repo } from './dashboard-repository.ts';

const P = '/inventory/dash';
const access = { access: 'inventory/dash/view' };
const tags = ['dashboard'];

/** `day` moved by `delta` days; plain calendar arithmetic on YYYY-MM-DD. */
export function addDays(day: string, delta: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}

const dbToday = (db: DbOrTx) => repo.currentDate(db);

const ok = <T>(data: T) => ({ action: 'ok' as const, message: '', data });

/**
 * The packaging visualisation's GETs (`/inventory/dash/*`, spec §7: customers, daily and monthly
 * inbound and outbound, production plan, delivery distribution; packaging out at partners, issue 28 §6) and the home dashboard's summary
 * (`/dashboard/summary`). Read-only; docs/api.md "Dashboards".
 */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reply = <T extends z.ZodType>(s: T, what: string) => ({ 200: ZOkReply(s).describe(what) });

  app.get(
    `${P}/customers`,
    { config: access, schema: { tags, querystring: ZLimitQuery, response: reply(z.array(ZCustomerRow), 'Stock per customer') } },
    async (req) => ok(await repo.customers(app.db, req.query.limit)),
  );

  app.get(
    `${P}/daily`,
    { config: access, schema: { tags, querystring: ZDaysQuery, response: reply(z.array(ZDailyRow), 'In and out per day') } },
    async (req) => ok(await repo.daily(app.db, addDays(await dbToday(app.db), 1 - req.query.days))),
  );

  app.get(
    `${P}/monthly`,
    {
      config: access,
      schema: { tags, querystring: ZMonthsQuery, response: reply(z.array(ZMonthlyRow), 'In and out per month') },
    },
    async (req) => {
      const today = await dbToday(app.db);
      const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      first.setUTCMonth(first.getUTCMonth() + 1 - req.query.months);
      return ok(await repo.monthly(app.db, first.toISOString().slice(0, 10)));
    },
  );

  app.get(
    `${P}/plan`,
    {
      config: access,
      schema: { tags, querystring: ZPlanQuery, response: reply(z.array(ZPlanRow), 'Planned against delivered per day') },
    },
    async (req) => {
      const today = await dbToday(app.db);
      return ok(await repo.plan(app.db, addDays(today, -req.query.before), addDays(today, req.query.after)));
    },
  );

  app.get(
    `${P}/delivery`,
    { config: access, schema: { tags, querystring: ZDeliveryQuery, response: reply(ZDelivery, 'Delivered per consignee') } },
    async (req) => {
      const today = await dbToday(app.db);
      const from = req.query.days ? addDays(today, 1 - req.query.days) : `${today.slice(0, 7)}-01`;
      return ok(await repo.delivery(app.db, from, req.query.limit));
    },
  );

  app.get(
    `${P}/containers`,
    {
      config: access,
      schema: {
        tags,
        querystring: z.object({ _: zText(32).optional() }),
        response: reply(ZContainers, 'Packaging out at partners'),
      },
    },
    async () => ok(await repo.containers(app.db)),
  );

  app.get(
    '/dashboard/summary',
    {
      config: { access: 'user' },
      schema: { tags, querystring: z.object({ _: zText(32).optional() }), response: reply(ZHomeSummary, 'The home dashboard') },
    },
    async (req) => {
      const may = (p: string) => grants(req.user!.permissions, p);
      const when = <T>(p: string, f: () => Promise<T>) => (may(p) ? f() : Promise.resolve(null));
      const [today, inboundOrders, outboundOrders, tasks, stockByPackType, containers] = await Promise.all([
        when('inventory/ledger/view', () => repo.today(app.db)),
        when('inbound/ibOrder/view', () => repo.openOrders(app.db, 'inbound_order')),
        when('outbound/obOrder/view', () => repo.openOrders(app.db, 'outbound_order')),
        when('outbound/obTask/view', () => repo.openTasks(app.db)),
        when('inventory/stock/view', () => repo.stockByPackType(app.db)),
        when('inventory/account/view', () => repo.containerTotals(app.db)),
      ]);
      return ok({ today, inboundOrders, outboundOrders, tasks, stockByPackType, containers });
    },
  );
}

import { ENUM_LABELS } from '@wms/contract/enums';
import { resourceTitle } from '@wms/contract/locales/index';
import { ZLpnAddQuery, ZLpnPrintBody, ZLpnPrintQuery } from '@wms/contract/lpn-labels';
import { grants } from '@wms/contract/permissions';
import { ZOkReply } from '@wms/contract/reply';
import { rowSchema } from '@wms/contract/resource-schema';
import { LPN_LABEL_TYPES, type LpnLabelResource } from '@wms/contract/resources/lpn';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { type Lang, msg } from '../../../i18n/messages.ts';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import { fileResponse } from '../../../plugins/openapi.ts';
import { type LpnLabel, lpnLabelsPdf, lpnLabelsZpl } from '../../print/lpn-labels.ts';
import { buildSscc } from '../../print/sscc.ts';
import type { ResourceHooks, ServerResource } from '../server-resource.ts';
import { contentDisposition } from '../xlsx.ts';
import { lpnHooks, nextLpnNos } from './lpn.ts';
import { type LabelRow, lpnLabelRepository, nextSsccSerials } from './lpn-label-repository.ts';

const PDF = 'application/pdf';
const ZPL = 'text/plain; charset=utf-8';

/** An SSCC from the next serial; a prefix whose serials are used up is a clear refusal, never a wrapped number. */
function sscc(config: Config, serial: bigint): string {
  try {
    return buildSscc(config.gs1Extension, config.gs1CompanyPrefix, serial);
  } catch {
    throw new AppError(409, 'lpn.ssccExhausted', { prefix: config.gs1CompanyPrefix });
  }
}

async function ssccs(db: DbOrTx, config: Config, n: number): Promise<string[]> {
  return (await nextSsccSerials(db, n)).map((s) => sscc(config, s));
}

/** New labels of a type, each with its SSCC (the pack task's "label add" makes ship-box labels this way). */
export async function addLabels(
  db: DbOrTx,
  config: Config,
  type: string,
  rows: { no: string; qty: number }[],
): Promise<LabelRow[]> {
  const codes = await ssccs(db, config, rows.length);
  return lpnLabelRepository(type).insert(
    db,
    rows.map((r, i) => ({ ...r, sscc: codes[i]!, isPrint: false })),
  );
}

const labelOf = (r: LabelRow, lang: Lang): LpnLabel => ({
  no: r.no,
  sscc: r.sscc!,
  qty: r.qty,
  packType: r.packType ? (ENUM_LABELS.packagingType[r.packType]?.[lang] ?? r.packType) : null,
});

/** Replies the labels (PDF, or ZPL text), named as downloads are (docs/decisions/printing-and-labels.md). */
async function sendLabels(
  req: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  name: LpnLabelResource,
  rows: LabelRow[],
  format: 'pdf' | 'zpl',
) {
  // The contract refuses such numbers; one stored before it did would print bars of other data.
  const bad = rows.find((r) => !/^[\x20-\x7E]*$/.test(r.no));
  if (bad) throw new AppError(409, 'lpn.notCode128', { no: bad.no });
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  // One label (a pack task's ship box) is named by its number, as an order print is by the order's.
  const base = `${resourceTitle(req.lang, name)}-${rows.length === 1 ? rows[0]!.no : `labels-${stamp}`}`;
  const opts = { lang: req.lang, prefixLength: config.gs1CompanyPrefix.length, title: `${name}Title` as const };
  if (format === 'zpl') {
    // Printer fonts have no Chinese: ZPL captions are English (lpn-labels.ts).
    const zpl = lpnLabelsZpl(
      rows.map((r) => labelOf(r, 'en')),
      opts,
    );
    return {
      body: zpl,
      send: () =>
        reply
          .header('content-type', ZPL)
          .header('content-disposition', contentDisposition(`${base}.zpl`))
          .send(zpl),
    };
  }
  const pdf = await lpnLabelsPdf(
    rows.map((r) => labelOf(r, req.lang)),
    opts,
  );
  return {
    body: pdf,
    send: () =>
      reply
        .header('content-type', PDF)
        .header('content-disposition', contentDisposition(`${base}.pdf`))
        .send(pdf),
  };
}

/**
 * A label screen (Receiving LPN, Outbound LPN, Ship-box labels): page, add, update and delete are
 * the generic engine's over the rows of one type of the lpn table (the resource's scope); label
 * generation and printing here, the same for every type.
 */
const routes = (name: LpnLabelResource) => (fastify: FastifyInstance, res: ServerResource) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path } = res.def;
  const repo = lpnLabelRepository(LPN_LABEL_TYPES[name]);
  const PRINT = `${res.def.area}/${res.def.key}/print`;
  const tags = [res.def.key];
  const labels = {
    description: 'The labels: a PDF (one 100 × 150 mm page per LPN), or ZPL text with format=zpl',
    content: { [PDF]: fileResponse(PDF, '').content[PDF], 'text/plain': fileResponse('text/plain', '').content['text/plain'] },
  };

  app.get(
    `${path}/~add`,
    {
      config: { access: `${res.def.area}/${res.def.key}/add` },
      schema: {
        tags,
        querystring: ZLpnAddQuery,
        response: {
          200: {
            description: 'Without print: the new LPNs. With print=1: their labels (PDF, or ZPL with format=zpl)',
            content: { 'application/json': { schema: ZOkReply(z.array(rowSchema(res.def))) }, ...labels.content },
          },
        },
      },
    },
    async (req, reply) => {
      const { qty, print, format } = req.query;
      if (print === '1' && !grants(req.user!.permissions, PRINT)) throw forbidden();
      const nos = await nextLpnNos(app.db, qty);
      const codes = await ssccs(app.db, app.config, qty);
      const draft: LabelRow[] = nos.map((no, i) => ({ id: 0, no, sscc: codes[i]!, qty: 1, packType: null }));
      // Laid out before anything is written: a label that cannot be made leaves no unprinted rows behind.
      const out = print === '1' ? await sendLabels(req, reply, app.config, name, draft, format) : undefined;
      const rows = await app.db.transaction((tx) =>
        repo.insert(
          tx,
          draft.map((d) => ({ no: d.no, sscc: d.sscc!, qty: d.qty, isPrint: print === '1' })),
        ),
      );
      if (out) return out.send();
      const full = await Promise.all(rows.map((r) => app.registry.repo(res.def.name).findById(app.db, r.id)));
      return { action: 'ok' as const, message: msg(req.lang, 'saved'), data: full as never };
    },
  );

  app.post(
    `${path}/~print`,
    {
      config: { access: PRINT },
      schema: { tags, querystring: ZLpnPrintQuery, body: ZLpnPrintBody, response: { 200: labels } },
    },
    async (req, reply) => {
      const { ids, qty } = req.body;
      const unique = ids ? [...new Set(ids)] : undefined;
      const rows = unique ? await repo.byIds(app.db, unique) : await repo.unprinted(app.db, qty!);
      if (unique && rows.length !== unique.length) throw notFound();
      if (!rows.length) throw new AppError(404, name === 'ibLpn' ? 'lpn.noneUnprinted' : `lpn.noneUnprinted.${name}`);
      // An LPN added without one (the add form, an import) gets its SSCC at its first print and keeps it.
      const missing = rows.filter((r) => !r.sscc);
      if (missing.length) {
        const codes = await ssccs(app.db, app.config, missing.length);
        await app.db.transaction(async (tx) => {
          for (const [i, r] of missing.entries()) r.sscc = await repo.setSscc(tx, r.id, codes[i]!);
        });
      }
      const out = await sendLabels(req, reply, app.config, name, rows, req.query.format);
      await repo.markPrinted(
        app.db,
        rows.map((r) => r.id),
      );
      return out.send();
    },
  );
};

/** The hooks of a label screen: numbers for blank adds (as /bas/lpn) and the label calls. */
export const lpnLabelHooks = (name: LpnLabelResource): ResourceHooks => ({ ...lpnHooks, routes: routes(name) });

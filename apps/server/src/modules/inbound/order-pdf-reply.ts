import { resourceTitle } from '@wms/contract/locales/index';
import type { FastifyReply } from 'fastify';
import type { Lang } from '../../i18n/messages.ts';
import { fileResponse } from '../../plugins/openapi.ts';
import { contentDisposition } from '../resources/xlsx.ts';

const PDF = 'application/pdf';

/** The 200 reply of an order print in the OpenAPI document. */
export const orderPdfResponse = fileResponse(PDF, 'The order as an A4 PDF, named <title>-<order no>.pdf');

/** Replies an order's PDF as a download named `<screen title>-<order no>.pdf` (docs/decisions/printing-and-labels.md "Downloads"). */
export function sendOrderPdf(reply: FastifyReply, lang: Lang, resource: string, no: string, pdf: Buffer) {
  return reply
    .header('content-type', PDF)
    .header('content-disposition', contentDisposition(`${resourceTitle(lang, resource)}-${no}.pdf`))
    .send(pdf);
}

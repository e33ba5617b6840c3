/**
 * Renders an order's PDFs (invoice to the buyer, purchase contract between seller and buyer, reversal invoice) and
 * stores them in R2 at orders/{orderId}/{document}.pdf; documents already stored are kept, so a retry completes the set.
 */
import { saleFigures } from '../../../domain/auction/settlement.ts';
import { formatDate, formatEuro } from '../../../domain/format.ts';
import type { OrderDocument } from '../../../domain/purchases.ts';
import type { Database } from '../../db/client.ts';
import { loadOrderDocumentRows, type OrderDocumentRows, type OrderRow } from '../../db/repositories/orders.ts';
import { countryName, partyLines, pickupWhen, soldAt, vehicleName, vehicleRows } from './document-parts.ts';
import { DOCUMENT_TEXTS, type DocumentLanguage, documentLanguage, ISSUER } from './document-texts.ts';
import { PdfWriter } from './pdf-writer.ts';

export function orderDocumentKey(orderId: number, document: OrderDocument): string {
  return `orders/${orderId}/${document}.pdf`;
}

/** The documents an order has: invoice and contract from the sale on, the reversal once it is canceled. */
export function documentsOf(order: Pick<OrderRow, 'reversalNumber'>): OrderDocument[] {
  return order.reversalNumber ? ['invoice', 'contract', 'reversal'] : ['invoice', 'contract'];
}

const commissionGross = (order: OrderRow) => order.commissionNet + order.commissionVat;

function language(rows: OrderDocumentRows): DocumentLanguage {
  return documentLanguage(rows.buyer.languageSetting);
}

async function renderInvoice(rows: OrderDocumentRows): Promise<Uint8Array> {
  const lang = language(rows);
  const t = DOCUMENT_TEXTS[lang];
  const { order, seller } = rows;
  const pdf = await PdfWriter.create(`${t.invoice.title} ${order.invoiceNumber}`, soldAt(rows));
  pdf.title(t.invoice.title);
  pdf.columns([
    partyLines(rows.buyer, t, lang),
    [
      `${t.invoice.number}: ${order.invoiceNumber}`,
      `${t.common.date}: ${formatDate(soldAt(rows))}`,
      `${t.invoice.serviceDate}: ${formatDate(soldAt(rows))}`,
      `${t.invoice.dueDate}: ${formatDate(order.paymentDueAt)}`,
      `${t.common.customerNumber}: ${order.buyerId}`,
    ],
  ]);
  pdf.paragraph(t.invoice.intro);
  pdf.heading(t.common.vehicle);
  pdf.rows([
    ...vehicleRows(rows, t),
    [t.common.seller, [partyLines(seller, t, lang)[0], seller.merchant?.city ?? seller.city].filter(Boolean).join(', ')],
    [t.common.price, `${formatEuro(order.hammerPrice)} (${order.vatReportable ? t.common.grossNote : t.common.privateNote})`],
  ]);
  pdf.gap(10);
  pdf.amounts([
    { label: t.invoice.commission, value: formatEuro(order.commissionNet) },
    { label: t.invoice.vat, value: formatEuro(order.commissionVat) },
    { label: t.invoice.total, value: formatEuro(commissionGross(order)), bold: true },
  ]);
  pdf.gap(12);
  pdf.paragraph(t.invoice.payment(formatDate(order.paymentDueAt), order.invoiceNumber), { bold: true });
  pdf.paragraph(t.invoice.bank(ISSUER));
  pdf.gap(6);
  pdf.paragraph(t.invoice.hammerNote, { soft: true });
  pdf.gap(6);
  pdf.paragraph(t.invoice.thanks);
  return pdf.finish(t.common.footer(ISSUER), t.common.page);
}

async function renderReversal(rows: OrderDocumentRows): Promise<Uint8Array> {
  const lang = language(rows);
  const t = DOCUMENT_TEXTS[lang];
  const { order } = rows;
  const decided = order.decidedAt ?? soldAt(rows);
  const pdf = await PdfWriter.create(`${t.reversal.title} ${order.reversalNumber ?? ''}`, decided);
  pdf.title(t.reversal.title);
  pdf.columns([
    partyLines(rows.buyer, t, lang),
    [
      `${t.reversal.number}: ${order.reversalNumber ?? ''}`,
      `${t.common.date}: ${formatDate(decided)}`,
      `${t.reversal.invoice}: ${order.invoiceNumber}`,
      `${t.common.customerNumber}: ${order.buyerId}`,
    ],
  ]);
  pdf.paragraph(t.reversal.intro(order.invoiceNumber, formatDate(soldAt(rows))));
  pdf.heading(t.common.vehicle);
  pdf.rows(vehicleRows(rows, t));
  pdf.gap(10);
  pdf.amounts([
    { label: t.invoice.commission, value: formatEuro(-order.commissionNet) },
    { label: t.invoice.vat, value: formatEuro(-order.commissionVat) },
    { label: t.invoice.total, value: formatEuro(-commissionGross(order)), bold: true },
  ]);
  if (order.cancellationReason) {
    pdf.heading(t.reversal.reason);
    pdf.paragraph(order.cancellationReason);
  }
  pdf.gap(10);
  pdf.paragraph(t.reversal.settled, { bold: true });
  return pdf.finish(t.common.footer(ISSUER), t.common.page);
}

async function renderContract(rows: OrderDocumentRows): Promise<Uint8Array> {
  const lang = language(rows);
  const t = DOCUMENT_TEXTS[lang];
  const { order, product } = rows;
  const figures = saleFigures({ hammerPrice: order.hammerPrice, vatReportable: order.vatReportable });
  const pdf = await PdfWriter.create(`${t.contract.title}: ${vehicleName(rows, t)}`, soldAt(rows));
  pdf.title(t.contract.title, t.contract.concluded(order.auctionId, formatDate(soldAt(rows))));
  pdf.heading(t.contract.parties);
  pdf.columns([
    [t.common.seller, ...partyLines(rows.seller, t, lang)],
    [t.common.buyer, ...partyLines(rows.buyer, t, lang)],
  ]);
  pdf.heading(t.contract.subject);
  pdf.rows(vehicleRows(rows, t));
  pdf.heading(t.contract.price);
  pdf.amounts(
    order.vatReportable
      ? [
          { label: t.invoice.net, value: formatEuro(figures.hammerNet) },
          { label: t.invoice.vat, value: formatEuro(figures.hammerVat) },
          { label: t.common.hammerGross, value: formatEuro(order.hammerPrice), bold: true },
        ]
      : [{ label: t.common.hammerPrivate, value: formatEuro(order.hammerPrice), bold: true }],
  );
  pdf.gap(6);
  pdf.paragraph(t.contract.priceText);
  pdf.heading(t.contract.pickup);
  pdf.rows([
    [t.contract.pickupPlace, [`${product.zipCode} ${product.city}`, countryName(product.country, lang)].join(', ')],
    [t.contract.pickupWhen, pickupWhen(rows, t)],
  ]);
  pdf.paragraph(t.contract.pickupText);
  pdf.heading(t.contract.condition);
  pdf.paragraph(t.contract.conditionText);
  pdf.heading(t.contract.brokerage);
  pdf.paragraph(t.contract.brokerageText(order.invoiceNumber));
  pdf.heading(t.contract.final);
  pdf.paragraph(`${t.contract.finalText} ${t.contract.record}`);
  return pdf.finish(t.common.footer(ISSUER), t.common.page);
}

const RENDER: Record<OrderDocument, (rows: OrderDocumentRows) => Promise<Uint8Array>> = {
  invoice: renderInvoice,
  contract: renderContract,
  reversal: renderReversal,
};

/** Renders and stores whichever of the order's documents R2 does not have yet. */
export async function ensureOrderDocuments(media: R2Bucket, db: Database, order: OrderRow): Promise<void> {
  const wanted = documentsOf(order);
  const stored = await Promise.all(wanted.map((document) => media.head(orderDocumentKey(order.id, document))));
  const missing = wanted.filter((_, index) => stored[index] === null);
  if (missing.length === 0) return;
  const rows = await loadOrderDocumentRows(db, order);
  for (const document of missing) {
    await media.put(orderDocumentKey(order.id, document), await RENDER[document](rows), { httpMetadata: { contentType: 'application/pdf' } });
  }
}

/**
 * One stored document with its download name, rendered first when its earlier write failed (so a buyer never hears
 * that an invoice they were promised does not exist); null when the order has no such document.
 */
export async function orderDocument(media: R2Bucket, db: Database, order: OrderRow, document: OrderDocument): Promise<{ body: ReadableStream; filename: string } | null> {
  if (!documentsOf(order).includes(document)) return null;
  const key = orderDocumentKey(order.id, document);
  let object = await media.get(key);
  if (!object) {
    await ensureOrderDocuments(media, db, order);
    object = await media.get(key);
  }
  if (!object) return null;
  const number = document === 'reversal' ? order.reversalNumber : document === 'invoice' ? order.invoiceNumber : `contract-${order.invoiceNumber}`;
  return { body: object.body, filename: `${number ?? document}.pdf` };
}

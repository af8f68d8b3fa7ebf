export { invoicePdf } from './invoice';
export type { DocumentAddress, DocumentSeller, InvoiceData, InvoiceLine, PaidMethod } from './invoice';

export { invoicePdf } from './invoice';
export type { DocumentAddress, DocumentSeller, InvoiceData, InvoiceLine, PaidMethod } from './invoice';
export { returnLabelPdf } from './return-label';
export type { ReturnLabelData } from './return-label';
export { deliveryStatementPdf } from './delivery-statement';
export type { DeliveryStatementData } from './delivery-statement';

export { createVitalsReporter, deviceTypeOf, rateInteraction, toPayload } from './vitals';
export type { MetricLike, Transport, VitalsContext, VitalsPayload, VitalsReporterOptions } from './vitals';

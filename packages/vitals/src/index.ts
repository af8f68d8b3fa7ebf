export { createVitalsReporter, deviceTypeOf, GOOD_THRESHOLDS, parseVitalsPayload, rateInteraction, REPORTED_METRICS, toPayload } from './vitals';
export type { MetricLike, ReportedMetric, Transport, VitalsContext, VitalsPayload, VitalsReporterOptions } from './vitals';

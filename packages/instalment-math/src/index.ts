export { calculateInstalments, correctBasePrice, monthlyRate, solveAnnualRate, splitInstalments } from './instalments';
export type { BasePriceNotice, InstalmentFigures, InstalmentPlan, InstalmentTerms } from './instalments';

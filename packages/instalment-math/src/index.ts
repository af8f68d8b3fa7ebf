export { calculateInstalments, correctBasePrice, monthlyRate, solveAnnualRate, splitInstalments } from './instalments';
export type { BasePriceNotice, InstalmentPlan, InstalmentTerms } from './instalments';

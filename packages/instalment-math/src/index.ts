export { calculateInstalments, correctBasePrice, dueMonthsOf, instalmentSchedule, instalmentsAvailable, monthlyRate, solveAnnualRate, splitInstalments } from './instalments';
export type { BasePriceNotice, InstalmentFigures, ScheduledInstalment, InstalmentOffer, InstalmentPlan, InstalmentTerms } from './instalments';
export { addMonths, ageOn, OCCUPATIONS, INSURED_RISKS, rateProtectionAgeProblem, rateProtectionCover, rateProtectionPremium } from './rate-protection';
export type { Occupation, InsuredRisk, RateProtectionAgeProblem, RateProtectionPremium, RateProtectionTerms } from './rate-protection';

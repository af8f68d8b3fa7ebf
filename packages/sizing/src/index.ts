export { BAND_RANGE, braSize, CUPS, parseCentimetres } from './bra';
export type { BraSizeProblem, BraSizeResult, Cup } from './bra';

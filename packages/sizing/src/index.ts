export { BAND_RANGE, braSize, CUPS, parseBraSizeTerm, parseCentimetres } from './bra';
export type { BraSizeProblem, BraSizeResult, Cup } from './bra';

/**
 * The calculator's rules (spec 002 §3, §4, §9), shared by the console's calculator and the server's checks.
 * The premium is not here: only the server computes it (src/server/rating).
 */
export * from './calculatorConstants';
export * from './calculatorRules';
export * from './calculatorState';
export * from './calculatorInput';
export * from './clampToOptions';
export * from './coverageDates';
export * from './irpm';
export * from './naics';
export * from './securityAnswers';
export * from './tria';
export * from './usStates';

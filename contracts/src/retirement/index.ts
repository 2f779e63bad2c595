/**
 * The retirement calculator's contract (`@insurer/contracts/retirement`,
 * docs/requirements.md#retirement-calculator): the form's schema and fields, the conversion to the
 * math's input, the projection itself, and the probability of success (the Monte Carlo
 * simulation, its capital-market assumptions and FINRA Rule 2214's disclosures). The calculator
 * computes with it in the browser (the simulation in a Web Worker); the forms backend computes the
 * same figures again from the posted inputs for the lead and e-mail.
 */
export * from './retirement-form.js';
export * from './retirement-math.js';
export * from './market-assumptions.js';
export * from './monte-carlo.js';
export * from './disclosures.js';

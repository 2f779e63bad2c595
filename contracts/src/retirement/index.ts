/**
 * The retirement calculator's contract (`@insurer/contracts/retirement`,
 * docs/requirements.md#retirement-calculator): the form's schema and fields, the conversion to the
 * math's input, and the projection itself. The calculator computes with it in the browser; the
 * forms backend computes the same figures again from the posted inputs for the lead and e-mail.
 */
export * from './retirement-form.js';
export * from './retirement-math.js';

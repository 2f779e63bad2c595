import type { RilaShareRequest } from './rila-result.js';

/**
 * The RILA widget entry id of the request fixtures; a test's `loadRilaTool` answers the test
 * configuration (`@insurer/contracts/testing/rila-config`) for it.
 */
export const RILA_WIDGET_FIXTURE_ID = 'rila-tool-test';

/**
 * A RILA share request as the browser posts it: $100,000 in two slots (50/50 by the
 * configuration's default allocation): 1-year, -10% Buffer, S&P 500, Cap with Par; 6-year, -20%
 * Buffer, Nasdaq-100, Step-Up Trigger.
 */
export const RILA_REQUEST_FIXTURE: RilaShareRequest = {
  tool: 'rila',
  widgetId: RILA_WIDGET_FIXTURE_ID,
  investmentAmount: 100_000,
  slots: [
    { slot: 'ipcs1', selections: { strategyTerm: '1', buffer: '10B', index: 'SPX', creditingStrategy: 'C' } },
    { slot: 'ipcs2', selections: { strategyTerm: '6', buffer: '20B', index: 'NDX', creditingStrategy: 'T' } },
  ],
};

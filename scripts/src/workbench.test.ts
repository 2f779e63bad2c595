import { describe, expect, it } from 'vitest';
import { workbenchEnv } from './workbench.js';

describe('the workbench settings (docs/requirements.md#decision-shared-preview-links)', () => {
  it('given no WORKBENCH_SHARE_LINK_SECONDS, then shared preview links open their page for 7 days; a value sets it', () => {
    expect(workbenchEnv({}).shareLinkSeconds).toBe(604_800);
    expect(workbenchEnv({ WORKBENCH_SHARE_LINK_SECONDS: '15' }).shareLinkSeconds).toBe(15);
  });

  it('given a lifetime that is not whole seconds from 1 to 30 days, then the start is refused naming it', () => {
    for (const value of ['0', '-5', '1.5', 'week', '2592001'])
      expect(() => workbenchEnv({ WORKBENCH_SHARE_LINK_SECONDS: value })).toThrow(
        `WORKBENCH_SHARE_LINK_SECONDS must be whole seconds from 1 to 2592000, not "${value}".`,
      );
  });
});

import { describe, expect, it } from 'vitest';
import { tailLine } from './tail-line.js';

/** Issue 40, item 5: `npm run analytics:tail` printed what a visitor sent raw, control characters included. */
describe('a line of npm run analytics:tail', () => {
  it('given an event whose name and properties carry an ANSI escape, a line break, a C1 control and a right-to-left override, then every one is printed escaped', () => {
    const line = tailLine({
      receivedAt: '2026-12-02T01:00:00.000Z',
      type: 'track',
      event: 'Clicked\u001b[2J\u001b[31mRED\nFAKE LINE',
      message: { properties: { label: 'a\u009bb\u202Eexe.txt\u0007' } },
    } as Parameters<typeof tailLine>[0]);
    expect(line).toBe(
      '2026-12-02T01:00:00.000Z  track    Clicked\\x1B[2J\\x1B[31mRED\\nFAKE LINE {"label":"a\\x9Bb\\u202Eexe.txt\\\\u0007"}',
    );
    expect(
      [...line].filter((c) => c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f) || c === '\u202e'),
    ).toEqual([]);
  });
});

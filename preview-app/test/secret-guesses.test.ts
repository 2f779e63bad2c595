import { describe, expect, it } from 'vitest';
import { guessBlockedFor, recordWrongGuess } from '../src/lib/secret-guesses';

describe('secret guesses', () => {
  it('given 10 wrong guesses from one address in a minute, then it waits for the rest of the minute; other addresses and the next minute are free', () => {
    const minute = 1_800_000_000_000 - (1_800_000_000_000 % 60_000);
    for (let i = 0; i < 10; i++) {
      expect(guessBlockedFor('203.0.113.1', 10, minute + i)).toBe(0);
      recordWrongGuess('203.0.113.1', minute + i);
    }
    expect(guessBlockedFor('203.0.113.1', 10, minute + 15_000)).toBe(45);
    expect(guessBlockedFor('203.0.113.2', 10, minute + 15_000)).toBe(0);
    expect(guessBlockedFor('203.0.113.1', 0, minute + 15_000)).toBe(0);
    expect(guessBlockedFor('203.0.113.1', 10, minute + 60_000)).toBe(0);
  });
});

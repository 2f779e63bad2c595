import { afterEach, describe, expect, it } from 'vitest';
import { cmaError, sessionHeaders, sessionSecret } from './cma.js';

afterEach(() => document.head.querySelector('meta[name="workbench-session"]')?.remove());

describe('the workbench’s Management API client (workbench/README.md#access)', () => {
  it('given a page the workbench server served, then every call carries its session secret', () => {
    const meta = document.createElement('meta');
    meta.name = 'workbench-session';
    meta.content = 'secret-of-this-process';
    document.head.append(meta);
    expect(sessionSecret()).toBe('secret-of-this-process');
    expect(sessionHeaders()).toEqual({ 'X-Workbench-Session': 'secret-of-this-process' });
  });

  it('given a page without the session, then the client refuses to start with a message saying where to open it', () => {
    expect(() => sessionSecret()).toThrow('The page has no workbench session: open it from the workbench server.');
  });

  it('given the errors contentful-management throws, then status, id, message and details are read back; anything else has status 0', () => {
    const conflict = new Error(JSON.stringify({ status: 409, statusText: 'Conflict', message: 'Version mismatch', details: {} }));
    conflict.name = 'VersionMismatch';
    expect(cmaError(conflict)).toEqual({ status: 409, name: 'VersionMismatch', message: 'Version mismatch', details: {} });
    const refused = new Error(
      JSON.stringify({
        status: 422,
        message: 'Validation error',
        details: { errors: [{ name: 'size', path: ['fields', 'items', 'en-US'], details: 'At most 2 items.' }] },
      }),
    );
    expect(cmaError(refused).details.errors?.[0]?.details).toBe('At most 2 items.');
    expect(cmaError(new TypeError('Network Error'))).toEqual({ status: 0, name: 'TypeError', message: 'Network Error', details: {} });
    expect(cmaError('offline')).toEqual({ status: 0, name: 'Error', message: 'offline', details: {} });
  });
});

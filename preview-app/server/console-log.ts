import { format, stripVTControlCharacters } from 'node:util';
import type { Logger } from 'pino';

/** The console's methods and the level each line goes out at. */
const METHODS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const;

/**
 * Sends every `console` line of the site process (Next.js's own, the renderer's warnings, any
 * package's) through `log`, as one JSON line at the method's level (`console.error` → `error`),
 * so the process writes nothing but JSON lines and each line written during a request carries its
 * id (the logger's mixin). An `Error` argument is kept as `err` with its stack; terminal colour
 * codes (Next.js colours its own lines) are dropped.
 */
export function routeConsoleTo(log: Logger): void {
  for (const [method, level] of Object.entries(METHODS) as [keyof typeof METHODS, (typeof METHODS)[keyof typeof METHODS]][]) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = stripVTControlCharacters(format(...args.filter((arg) => arg !== error)));
      if (error) log[level]({ err: error }, text);
      else log[level](text);
    };
  }
}

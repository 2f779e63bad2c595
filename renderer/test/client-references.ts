import type { Plugin } from 'vite';

/**
 * What a React Server Components bundler does with a `'use client'` module on the server: it
 * never runs it, and hands out client references instead. This Vite plugin replaces every such
 * module with stubs of the same named exports, so the `react-server` test evaluates exactly the
 * code a server component would.
 */
export function clientReferences(): Plugin {
  return {
    name: 'client-references',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/^\s*['"]use client['"]/.test(code)) return undefined;
      const names = new Set<string>();
      for (const m of code.matchAll(/export\s+(?:async\s+)?(?:function|const|let|class)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]!);
      for (const m of code.matchAll(/export\s*\{([^}]*)\}/g)) {
        for (const part of m[1]!.split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)
            .pop()
            ?.trim();
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
      const stubs = [...names].map(
        (name) =>
          `export const ${name} = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference'), $$id: ${JSON.stringify(`${id}#${name}`)} });`,
      );
      return { code: stubs.join('\n') || 'export {};', map: null };
    },
  };
}

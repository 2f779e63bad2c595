import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { NEXT_NAVIGATION_REACT_SERVER } from './preview-app/src/next-internals/constants.js';
import { clientReferences } from './renderer/test/client-references.js';

/** Each `@contentful/f36-*` the workbench installs, resolved to the workbench's own copy. */
const WORKBENCH_FORMA_36 = readdirSync('workbench/node_modules/@contentful')
  .filter((name) => name.startsWith('f36-'))
  .map((name) => ({ find: new RegExp(`^@contentful/${name}$`), replacement: resolve('workbench/node_modules/@contentful', name) }));

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'content-service/**/*.test.ts',
            'scripts/**/*.test.ts',
            'migrations/**/*.test.ts',
            'preview-app/**/*.test.ts',
            'socket-refusal/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'preview-app/.next/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'workbench',
          include: ['workbench/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        // One Forma 36 (the workbench's v5), as its Vite build has it (workbench/vite.config.ts): the
        // field editors are compiled here rather than loaded by Node, so that each of their imports
        // of Forma 36 resolves to the same copy and a FormControl's label names its input.
        resolve: { alias: WORKBENCH_FORMA_36 },
        test: {
          // The workbench's parts, beside their source: components rendered in jsdom against a real
          // content service and workbench server started per file (workbench/test/app-fixture.ts).
          name: 'workbench-app',
          include: ['workbench/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['workbench/test/app-setup.ts'],
          server: { deps: { inline: [/@contentful\/(default-field-editors|field-editor-|f36-)/] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'submissions',
          include: [
            'submissions/**/*.test.ts',
            'analytics/**/*.test.ts',
            'site-db/**/*.test.ts',
            'search/**/*.test.ts',
            'compliance/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          include: ['contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          include: ['renderer/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['renderer/src/test/setup.ts'],
        },
      },
      {
        extends: true,
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'cms-extensions',
          include: ['cms-extensions/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'jsdom',
          setupFiles: ['cms-extensions/shared/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [clientReferences()],
        resolve: { conditions: ['react-server'] },
        ssr: { resolve: { conditions: ['react-server'], externalConditions: ['react-server'] } },
        test: {
          name: 'react-server',
          include: ['renderer/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [clientReferences()],
        ssr: { resolve: { conditions: ['react-server'], externalConditions: ['react-server'] } },
        // The site's tsconfig keeps JSX for Next (`preserve`); its tests compile it like Next does.
        oxc: { jsx: { runtime: 'automatic' } },
        // What Next's server build resolves `next/navigation` to (next-internals assumption 7).
        resolve: { conditions: ['react-server'], alias: { 'next/navigation': NEXT_NAVIGATION_REACT_SERVER } },
        test: {
          name: 'site-server',
          include: ['preview-app/test/**/*.rsc.test.tsx'],
          environment: 'node',
          // React's Flight renderer, loaded by Node, needs React's server build too.
          execArgv: ['--conditions=react-server'],
        },
      },
    ],
  },
});

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/**
 * docs/requirements.md#security: the browser's zod is configured for a policy without eval, so
 * the renderer and the contracts import it from the contracts' configured modules.
 */
const BROWSER_ZOD = [
  {
    name: 'zod',
    message: "Import { z } from @insurer/contracts/zod (jitless: no eval under the site's CSP).",
    allowTypeImports: true,
  },
  {
    name: 'zod/mini',
    message: "Import * as z from @insurer/contracts/zod-mini (jitless: no eval under the site's CSP).",
    allowTypeImports: true,
  },
];

/** A `no-restricted-imports` pattern refusing `packages` and their subpaths (issue 29: honest package boundaries). */
function frameworkImports(packages) {
  return {
    group: packages.flatMap((name) => [name, `${name}/*`]),
    message: 'Framework-free package: no Next.js, React or renderer import here (docs/architecture.md#packages).',
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.data/**',
      '**/dist/**',
      '**/.next/**',
      'content-model/**',
      '**/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // The renderer has no framework imports: it renders in Next.js and in the field apps alike.
    files: ['renderer/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: BROWSER_ZOD, patterns: [frameworkImports(['next'])] }] },
  },
  {
    // The contracts are shared by the browser, the server and the field apps: no framework, no UI.
    files: ['contracts/src/**/*.ts'],
    ignores: ['contracts/src/zod.ts', 'contracts/src/zod-mini.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BROWSER_ZOD,
          patterns: [frameworkImports(['next', 'react', 'react-dom', '@insurer/renderer', '@insurer/submissions', '@insurer/analytics'])],
        },
      ],
    },
  },
  {
    // The forms backend runs without React (the results e-mails' chart is drawn without it); so does the analytics collector.
    files: ['submissions/src/**/*.ts', 'analytics/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [frameworkImports(['next', 'react', 'react-dom', '@insurer/renderer'])] }] },
  },
  {
    // Forma 36 gives a FormControl a random id when none is given; ours come from React's useId.
    files: ['workbench/src/**/*.tsx', 'cms-extensions/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@contentful/f36-components',
              importNames: ['FormControl'],
              message:
                "Forma 36's FormControl ids are random and can collide: use FormControl from workbench/src/app/form-control.ts or @insurer/cms-shared/form-control.",
            },
          ],
        },
      ],
    },
  },
  {
    // The workbench in parts a reader can hold (workbench/README.md#how-it-works).
    files: ['workbench/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    // The editor's session, publishing and lifecycle, and the preview bridge, are plain modules, tested without rendering.
    files: ['workbench/src/app/{entry-session,entry-publishing,entry-lifecycle,preview-bridge}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@contentful/f36-*', '@contentful/default-field-editors'],
              message: 'A plain module: no React or UI import here.',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS modules that Next.js's config loader requires (preview-app/security-policy.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Test helpers read arbitrary JSON answers from the APIs under test.
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);

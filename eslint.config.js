import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

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
    // docs/requirements.md#security: the renderer's zod is configured for a policy without eval.
    files: ['renderer/src/**/*.{ts,tsx}'],
    ignores: ['renderer/src/shared/zod.ts', 'renderer/src/shared/zod-mini.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from renderer/src/shared/zod.js (jitless: no eval under the site's CSP).",
              allowTypeImports: true,
            },
            {
              name: 'zod/mini',
              message: "Import * as z from renderer/src/shared/zod-mini.js (jitless: no eval under the site's CSP).",
              allowTypeImports: true,
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

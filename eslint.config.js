import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'e2e/.artifacts/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Toasts: one store (react-hot-toast, headless) and the spec's durations, which are its defaults.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              message: 'Use `toast` from components/ui/toast (headless: no runtime-injected styles).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression:matches([callee.name='toast'], [callee.object.name='toast']) > ObjectExpression > Property[key.name='duration']",
          message: "Toast durations are the spec's (§9), react-hot-toast's defaults: don't set one per toast.",
        },
      ],
    },
  },
  {
    // The web unit tests share modules between files (ADR 060): a module mock would leak into the next.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Web test files share modules (ADR 060): put a stand-in in as a global (src/test/fake-*.ts).',
        })),
      ],
    },
  },
);

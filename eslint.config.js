// ESLint flat config: typescript-eslint for all code, react-hooks for the renderer, and hearth/layers (the layer table).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { hearthPlugin } from './scripts/eslint-layers-rule.mjs';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'bench/results/**', 'test/e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The layer table as an editor error (the architecture test checks the same table and file cycles).
    files: ['electron/**/*.{ts,tsx}', 'tools/**/*.{ts,mts,mjs}', 'renderer/**/*.{ts,tsx}'],
    plugins: { hearth: hearthPlugin },
    rules: { 'hearth/layers': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', '*.js', 'test/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);

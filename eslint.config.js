import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { COMPOSITION_FILES, SERVER_AREAS, WEB_AREAS } from './scripts/areas.mjs';

/** src/server's areas (its folders) as boundaries elements. */
const serverElements = Object.keys(SERVER_AREAS)
  .filter((area) => area !== 'kernel' && area !== 'config')
  .map((area) => ({ type: area, pattern: `src/server/${area}` }));

/** src/web's folders as boundaries elements (a block of their own: the server's are not mixed in). */
const webElements = Object.keys(WEB_AREAS).map((area) => ({ type: area, pattern: `src/web/${area}` }));

/** What an area file would write to import the composition root (src/server/{app,main,routes,services}.ts). */
const compositionImports = COMPOSITION_FILES.flatMap((file) => {
  const name = file.replace(/\.ts$/, '');
  return [`../${name}`, `../../${name}`, `../../../${name}`];
});

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/landing/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Areas import only what docs/architecture.md#areas allows (table: scripts/areas.mjs). Files
    // directly in src/server are not areas: the kernel (config, context type, paths, ids) and the
    // composition root, which imports every area.
    files: ['src/server/*/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': serverElements,
      'boundaries/include': ['src/server/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: compositionImports, message: 'Areas never import the composition root; it imports them.' },
          ],
        },
      ],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(SERVER_AREAS).map(([area, allowed]) => ({
              from: { element: { type: area } },
              allow: { to: { element: { types: { anyOf: [area, ...allowed] } } } },
            })),
          ],
        },
      ],
    },
  },
  {
    // Errors one way (docs/architecture.md#shape-of-the-system): a status is chosen only in src/server/http;
    // everywhere else throws an AppError by code (http/errors.ts, APP_ERROR_STATUS).
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/http/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='HttpError']",
          message:
            'Throw an AppError by code (or notFound(), conflict(), rateLimited(), …) from http/errors.ts; only src/server/http makes an HttpError.',
        },
      ],
    },
  },
  {
    // The web app's layers (docs/architecture.md#web-areas; table: WEB_AREAS in scripts/areas.mjs):
    // app → features → ui → lib → src/shared. Features never import each other. The files directly
    // in src/web (main.tsx, prerender.tsx) are the entry and may import anything, like app.
    files: ['src/web/*/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': webElements,
      'boundaries/include': ['src/web/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: Object.entries(WEB_AREAS).map(([area, allowed]) => ({
            from: { element: { type: area } },
            allow: { to: { element: { types: { anyOf: [area, ...allowed] } } } },
          })),
        },
      ],
    },
  },
  {
    // The browser code and shared code never reach into the server.
    files: ['src/web/**/*.{ts,tsx}', 'src/shared/**/*.ts', 'src/landing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'Browser and shared code must not import server code.' }] },
      ],
    },
  },
);

import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig([
  globalIgnores(['dist', 'dist-*', 'node_modules']),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.strict, reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch and useAppSelector from @store/hooks.',
            },
            {
              name: '@mui/icons-material',
              message: 'Import each icon from its own file: @mui/icons-material/Name.',
            },
            {
              name: '@mui/material',
              message: 'Import each component from its own file: @mui/material/Name.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['vite.config.ts', 'eslint.config.js', 'scripts/**', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
])

// README "Layout": no import circle, type imports counted. ESLint's import-x/no-cycle always skips
// `import type`, so `npm run lint` runs this after ESLint. The Redux template's store↔slice type
// loop (the store imports a slice, the slice imports RootState) would be the one circle allowed;
// TipWire has none (the store's slices import nothing of the store), so none is exempt.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle, type imports counted: break it the way README "Layout" says.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Counts what TypeScript erases when it compiles, `import type` first.
    tsPreCompilationDeps: true,
  },
}

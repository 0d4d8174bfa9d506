// In place of MUI's stringifyTheme, which every theme carries as `toRuntimeSource` for Pigment
// CSS's build step (vite.config.ts): TipWire does not use Pigment CSS.
export const stringifyTheme = undefined

/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEMO_PASSWORD?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** The year the build was made, for what is prerendered (set in vite.config.ts). */
declare const __BUILD_YEAR__: number

/** A message catalogue, compiled by Lingui's Vite plugin (src/lib/i18n/catalogues.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

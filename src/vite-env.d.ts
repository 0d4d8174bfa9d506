/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEMO_PASSWORD?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** The year the build was made, for what is prerendered (set in vite.config.ts). */
declare const __BUILD_YEAR__: number

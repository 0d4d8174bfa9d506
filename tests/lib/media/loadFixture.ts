import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/media')

/** A committed fixture's bytes (tests/fixtures/media, made by scripts/make-media-fixtures.mjs). */
export const fixtureBytes = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)))

/** A fixture as the picker hands it over: a File with a name and, like a browser, a guessed type. */
export const fixtureFile = (name: string, type = '') =>
  new File([fixtureBytes(name)], name, { type })

/** The bytes of a Blob, read the way jsdom supports. */
export const blobBytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

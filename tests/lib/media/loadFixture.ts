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

/**
 * Bytes as text, one character a byte (ISO-8859-1), to search a file for planted strings.
 * TextDecoder's 'latin1' is windows-1252 in browsers and Node 24, which maps 0x80-0x9f elsewhere.
 */
export const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')

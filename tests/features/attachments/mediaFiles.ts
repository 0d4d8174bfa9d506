import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import jpeg from 'jpeg-js'

/** A real JPEG of a few pixels, with no hidden details, under any name. */
export function realJpeg(name: string) {
  const width = 4
  const height = 4
  const pixels = Buffer.alloc(width * height * 4, 200)
  const { data } = jpeg.encode({ data: pixels, width, height }, 90)
  return new File([new Uint8Array(data)], name, { type: '' })
}

/** One of the committed fixtures in tests/fixtures/media, optionally under another name. */
export function fixtureFile(fixture: string, name = fixture) {
  const bytes = readFileSync(resolve('tests/fixtures/media', fixture))
  return new File([new Uint8Array(bytes)], name)
}

export const textFile = (name: string) => new File(['just some words, not a picture'], name)

/** Every File or Blob anywhere in a value: the store must never hold one. */
export function filesAndBlobsIn(value: unknown, path = 'state'): string[] {
  if (value instanceof Blob) return [path]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => filesAndBlobsIn(inner, `${path}.${key}`))
}

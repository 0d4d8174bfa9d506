import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cleanMatroska, readMatroskaHiddenDetails } from '@/lib/media/matroska/file'
import { walkMatroska } from '@/lib/media/matroska/walk'
import { identifyingTags, runExiftool } from '../exiftool'
import { blobBytes, fixtureBytes, fixtureFile, latin1 } from '../loadFixture'

const hex = (bytes: readonly number[]) => String.fromCharCode(...bytes)
const count = (text: string, part: string) => text.split(part).length - 1

const CLUSTER_ID = hex([0x1f, 0x43, 0xb6, 0x75])
const UNKNOWN_SIZE = hex([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])

/** What each fixture plants, written as the fixture script writes it. */
const PLANTED: Record<string, string[]> = {
  'tagged.mkv': [
    'Tip about the harbour',
    'Lavf',
    'Lavc libvpx-vp9',
    "Jane's camera",
    'Arrival at Harbour Street',
    'Meeting Jane Roe',
    'cover.jpg',
    'JFIF',
    'Jane Roe',
    'Filmed from my flat',
    '+51.5072-000.1276/',
    'COM.APPLE.QUICKTIME.MAKE',
    'iPhone 15 Pro',
  ],
  'screen-recording.webm': [
    'Chrome',
    'Screen recording of the ledger',
    'Jane Roe',
    'Recorded at the harbour office',
    '+51.5072-000.1276/',
  ],
}

const cleaned = async (name: string, type = 'video/x-matroska') => {
  const cleaning = await cleanMatroska(fixtureFile(name), type)
  return { ...cleaning, bytes: await blobBytes(cleaning.blob) }
}

describe('readMatroskaHiddenDetails', () => {
  it("reads an MKV's title, date, apps, tags, track name, chapters and attached cover", async () => {
    expect(await readMatroskaHiddenDetails(fixtureFile('tagged.mkv'))).toEqual({
      location: { latitude: 51.5072, longitude: -0.1276 },
      device: { make: 'Apple', model: 'iPhone 15 Pro' },
      date: '2026-03-14T09:41:00.000Z',
      software: 'Lavf',
      owner: 'Jane Roe',
      text: 'Tip about the harbour',
      thumbnail: true,
    })
  })

  it('reads a MediaRecorder WebM of unknown sizes to its tags after the last Cluster', async () => {
    const bytes = latin1(fixtureBytes('screen-recording.webm'))
    expect(bytes).toContain(hex([0x18, 0x53, 0x80, 0x67]) + UNKNOWN_SIZE)
    expect(count(bytes, CLUSTER_ID + UNKNOWN_SIZE)).toBe(3)
    expect(await readMatroskaHiddenDetails(fixtureFile('screen-recording.webm'))).toEqual({
      location: { latitude: 51.5072, longitude: -0.1276 },
      software: 'Chrome',
      owner: 'Jane Roe',
      text: 'Screen recording of the ledger',
    })
  })

  it('reports old bytes left in a Void element as other data', async () => {
    const bytes = fixtureBytes('tagged.mkv')
    // tagged.mkv's Void after its SeekHead: ID 0xEC at 151, an 8-byte size, then its zeros.
    expect(bytes[151]).toBe(0xec)
    bytes.set(new TextEncoder().encode('old title'), 160)
    const withLeftovers = new Blob([bytes])
    expect(await readMatroskaHiddenDetails(withLeftovers)).toMatchObject({ other: true })
    const { after, blob } = await cleanMatroska(withLeftovers, 'video/x-matroska')
    expect(after).toEqual({})
    expect(latin1(await blobBytes(blob))).not.toContain('old title')
  })

  it('refuses a file cut short, with the reason', async () => {
    for (const name of ['tagged.mkv', 'screen-recording.webm']) {
      const cut = new Blob([fixtureBytes(name).subarray(0, 3000)])
      await expect(readMatroskaHiddenDetails(cut)).rejects.toThrow(
        'The file ends in the middle of an element: it is cut short or damaged',
      )
      await expect(cleanMatroska(cut, 'video/webm')).rejects.toThrow('cut short')
    }
  })

  it('refuses a file that is not EBML, or EBML of another kind, with the reason', async () => {
    await expect(readMatroskaHiddenDetails(fixtureFile('gps-photo.jpg'))).rejects.toThrow(
      'The file is not a WebM or Matroska video: it does not start with an EBML header',
    )
    const bytes = fixtureBytes('screen-recording.webm')
    bytes.set(new TextEncoder().encode('abcd'), latin1(bytes).indexOf('webm'))
    await expect(readMatroskaHiddenDetails(new Blob([bytes]))).rejects.toThrow(
      'The file is not a WebM or Matroska video: it is an EBML "abcd" file',
    )
  })
})

describe('cleanMatroska', () => {
  it.each(Object.keys(PLANTED))('leaves nothing for the reader to find in %s', async (name) => {
    const { before, after, blob } = await cleaned(name, 'video/webm')
    expect(before).toEqual(await readMatroskaHiddenDetails(fixtureFile(name)))
    expect(after).toEqual({})
    expect(await readMatroskaHiddenDetails(blob)).toEqual({})
    expect(blob.type).toBe('video/webm')
  })

  it.each(Object.entries(PLANTED))('leaves no planted string in %s', async (name, planted) => {
    const original = latin1(fixtureBytes(name))
    const text = latin1((await cleaned(name)).bytes)
    for (const value of planted) {
      expect(original).toContain(value)
      expect(text).not.toContain(value)
    }
  })

  it.each(Object.keys(PLANTED))(
    'keeps the length and every Cluster byte for byte in %s',
    async (name) => {
      const original = fixtureBytes(name)
      const { bytes } = await cleaned(name)
      expect(bytes.length).toBe(original.length)
      const { clusters } = await walkMatroska(fixtureFile(name))
      expect(clusters).toHaveLength(count(latin1(original), CLUSTER_ID))
      for (const { start, end } of clusters) {
        expect(latin1(bytes.subarray(start, end))).toBe(latin1(original.subarray(start, end)))
      }
      const last = clusters.at(-1)?.end ?? 0
      expect(original.length - last).toBeLessThan(200)
    },
  )

  it('keeps MuxingApp and WritingApp, which Matroska requires, with their text zeroed', async () => {
    const original = latin1(fixtureBytes('screen-recording.webm'))
    const text = latin1((await cleaned('screen-recording.webm')).bytes)
    const muxingApp = original.indexOf(hex([0x4d, 0x80, 0x86]) + 'Chrome')
    const writingApp = original.indexOf(hex([0x57, 0x41, 0x86]) + 'Chrome')
    expect(muxingApp).toBeGreaterThan(0)
    expect(text.slice(muxingApp, muxingApp + 9)).toBe(hex([0x4d, 0x80, 0x86, 0, 0, 0, 0, 0, 0]))
    expect(text.slice(writingApp, writingApp + 9)).toBe(hex([0x57, 0x41, 0x86, 0, 0, 0, 0, 0, 0]))
  })

  it('keeps the SeekHead entries of what stays and voids the CRC-32 of what changed', async () => {
    const original = latin1(fixtureBytes('tagged.mkv'))
    const text = latin1((await cleaned('tagged.mkv')).bytes)
    const seekId = (id: readonly number[]) => hex([0x53, 0xab, 0x84, ...id])
    for (const kept of [
      [0x15, 0x49, 0xa9, 0x66],
      [0x16, 0x54, 0xae, 0x6b],
      [0x1c, 0x53, 0xbb, 0x6b],
    ]) {
      expect(text).toContain(seekId(kept))
    }
    for (const removed of [
      [0x10, 0x43, 0xa7, 0x70],
      [0x19, 0x41, 0xa4, 0x69],
      [0x12, 0x54, 0xc3, 0x67],
    ]) {
      expect(original).toContain(seekId(removed))
      expect(text).not.toContain(seekId(removed))
    }
    // ffmpeg writes a CRC-32 first in every master before the Clusters; each one's master changed.
    const headerEnd = original.indexOf(CLUSTER_ID)
    const crc = hex([0xbf, 0x84])
    expect(count(original.slice(0, headerEnd), crc)).toBe(6)
    expect(count(text.slice(0, headerEnd), crc)).toBe(0)
  })

  it('leaves exiftool no identifying tag', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tipwire-matroska-'))
    try {
      const paths = []
      for (const name of Object.keys(PLANTED)) {
        const before = join(folder, name)
        const after = join(folder, `cleaned-${name}`)
        writeFileSync(before, fixtureBytes(name))
        writeFileSync(after, (await cleaned(name)).bytes)
        paths.push(before, after)
      }
      const seen = runExiftool(paths, folder)
      expect(identifyingTags(seen.get(join(folder, 'tagged.mkv')) ?? {})).not.toEqual([])
      for (const path of paths.filter((candidate) => candidate.includes('cleaned-'))) {
        expect(identifyingTags(seen.get(path) ?? {})).toEqual([])
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

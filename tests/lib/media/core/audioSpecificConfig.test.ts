import { describe, expect, it } from 'vitest'
import { aacStreamOf } from '@/lib/media/core/audioSpecificConfig'

/** A configuration written out as its bits, fields apart, padded to a byte. */
const config = (...fields: string[]) => {
  const bits = fields.join('').padEnd(Math.ceil(fields.join('').length / 8) * 8, '0')
  return Uint8Array.from({ length: bits.length / 8 }, (_, at) =>
    parseInt(bits.slice(at * 8, at * 8 + 8), 2),
  )
}

const LC = '00010'
const GENERAL_AUDIO = '000'

describe('aacStreamOf: what an AAC channel walk takes from the AudioSpecificConfig', () => {
  it.each([
    ['AAC LC at 44.1 kHz', config(LC, '0100', '0010', GENERAL_AUDIO), 4],
    ['AAC Main at 48 kHz', config('00001', '0011', '0010', GENERAL_AUDIO), 3, 1],
    ['AAC SSR at 32 kHz', config('00011', '0101', '0010', GENERAL_AUDIO), 5, 3],
    ['AAC LTP at 16 kHz', config('00100', '1000', '0001', GENERAL_AUDIO), 8, 4],
    [
      'AAC LC with SBR signalled after it (the sync extension)',
      config(LC, '0110', '0001', GENERAL_AUDIO, '01010110111', '00101', '1', '0011'),
      6,
    ],
    [
      'HE-AAC signalled first: the core’s rate',
      config('00101', '0111', '0010', '0100', LC, GENERAL_AUDIO),
      7,
    ],
    ['HE-AAC v2 signalled first', config('11101', '0110', '0001', '0011', LC, GENERAL_AUDIO), 6],
  ])(
    'gives the object type and the core’s sampling frequency index of %s',
    (_name, bytes, samplingIndex, objectType = 2) => {
      expect(aacStreamOf(bytes)).toEqual({ samplingIndex, objectType })
    },
  )

  it.each([
    ['ER AAC LC', config('10001', '0100', '0010', GENERAL_AUDIO)],
    ['frames of 960 lines', config(LC, '0100', '0010', '100')],
    ['a rate written out', config(LC, '1111', '000000001011101110000000', '0010', GENERAL_AUDIO)],
    ['a configuration cut short', Uint8Array.of(0x12)],
  ])('gives nothing for %s, which the walk does not read', (_name, bytes) => {
    expect(aacStreamOf(bytes)).toBeUndefined()
  })
})

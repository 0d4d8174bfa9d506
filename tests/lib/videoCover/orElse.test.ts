// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { orElse } from '@/lib/videoCover/orElse'

async function* items(values: number[], failAfter?: number) {
  for (const [index, value] of values.entries()) {
    if (index === failAfter) throw new Error(`failed after ${index}`)
    yield value
  }
  if (failAfter === values.length) throw new Error(`failed after ${failAfter}`)
}

const all = async (iterable: AsyncIterable<number>) => {
  const seen: number[] = []
  for await (const value of iterable) seen.push(value)
  return seen
}

describe('one way, or else another', () => {
  it('hands on the first way’s items when it works', async () => {
    let otherwise = 0
    const seen = await all(orElse(items([1, 2]), () => (otherwise++, items([9]))))
    expect(seen).toEqual([1, 2])
    expect(otherwise).toBe(0)
  })

  it('takes the other way when the first fails before its first item', async () => {
    expect(await all(orElse(items([1, 2], 0), () => items([7, 8])))).toEqual([7, 8])
  })

  it('says the first way’s failure once it has handed an item on', async () => {
    const seen: number[] = []
    const failing = (async () => {
      for await (const value of orElse(items([1, 2], 1), () => items([7]))) seen.push(value)
    })()
    await expect(failing).rejects.toThrow('failed after 1')
    expect(seen).toEqual([1])
  })
})

// @vitest-environment node
import { expect, it } from 'vitest'
import { collectionNudge } from '@/lib/videoCover/collectionNudge'

const nudgedFrames = (nudge: () => boolean, frames: number) =>
  Array.from({ length: frames }, (_, frame) => (nudge() ? frame + 1 : 0)).filter(Boolean)

it('nudges the collector once every 90 frames a conversion makes, counting from its own start', () => {
  expect(nudgedFrames(collectionNudge(true), 300)).toEqual([90, 180, 270])
  expect(nudgedFrames(collectionNudge(true), 89)).toEqual([])
})

it('never nudges outside Chromium, whose collector is the one measured', () => {
  expect(nudgedFrames(collectionNudge(false), 300)).toEqual([])
})

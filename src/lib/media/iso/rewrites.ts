import type { BoxShape } from './allowList'
import type { BoxRewrite } from './boxRewrite'
import type { IsoBox } from './boxes'
import { CONFIGURATION_REWRITES } from './configurations'
import { ES_DESCRIPTOR_REWRITES } from './esDescriptors'
import { FIELD_REWRITES } from './fields'
import { FILE_TYPE_REWRITE } from './fileType'
import { SAMPLE_GROUP_REWRITES } from './sampleGroups'

/** Every box rewritten from its fields, by type (the types mean one thing wherever they sit). */
const BOX_REWRITES: Record<string, BoxRewrite> = {
  ...FIELD_REWRITES,
  ...CONFIGURATION_REWRITES,
  ...ES_DESCRIPTOR_REWRITES,
  ...SAMPLE_GROUP_REWRITES,
  ftyp: FILE_TYPE_REWRITE,
  styp: FILE_TYPE_REWRITE,
}

/**
 * How a kept box is written anew, if it is: a sample entry is named after its codec, which may
 * share a configuration box's name (Apple Lossless's `alac` holds an `alac`), and is not.
 */
export const rewriteOf = (box: IsoBox, shape: BoxShape) =>
  shape === 'sampleEntry' ? undefined : BOX_REWRITES[box.type]

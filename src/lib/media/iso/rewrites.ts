import type { BoxRewrite } from './boxRewrite'
import { CONFIGURATION_REWRITES } from './configurations'
import { ES_DESCRIPTOR_REWRITES } from './esDescriptors'
import { FIELD_REWRITES } from './fields'
import { FILE_TYPE_REWRITE } from './fileType'
import { SAMPLE_GROUP_REWRITES } from './sampleGroups'

/** Every box rewritten from its fields, by type (the types mean one thing wherever they sit). */
export const BOX_REWRITES: Record<string, BoxRewrite> = {
  ...FIELD_REWRITES,
  ...CONFIGURATION_REWRITES,
  ...ES_DESCRIPTOR_REWRITES,
  ...SAMPLE_GROUP_REWRITES,
  ftyp: FILE_TYPE_REWRITE,
  styp: FILE_TYPE_REWRITE,
}

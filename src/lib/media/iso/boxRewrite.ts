import type { DescriptiveBytes } from './allowList'
import { holdsOnly, neutraliseBox, rewritePayload, type IsoBox } from './boxes'

/**
 * A kept box written anew from the fields its format defines: `extras` is what the rewrite
 * takes away (each as the field it reveals), which the reader reports; `rewrite` does it
 * where the box lies, never moving an offset.
 */
export interface BoxRewrite {
  extras: (bytes: Uint8Array, box: IsoBox) => DescriptiveBytes[]
  rewrite: (bytes: Uint8Array, box: IsoBox) => void
}

/**
 * A rewrite from the box's payload as its fields give it (`written`), undefined when the box
 * holds nothing worth keeping and goes whole.
 */
export const writtenFromFields = (
  written: (bytes: Uint8Array, box: IsoBox) => Uint8Array | undefined,
): BoxRewrite => ({
  extras: (bytes, box) => {
    const payload = written(bytes, box)
    return payload && holdsOnly(bytes, box, payload)
      ? []
      : [{ field: 'other', start: box.payloadStart, end: box.end }]
  },
  rewrite: (bytes, box) => {
    const payload = written(bytes, box)
    if (payload) rewritePayload(bytes, box, payload)
    else neutraliseBox(bytes, box)
  },
})

/**
 * A box made of fields: how long its payload is, and which of its bytes are reserved (offsets
 * from the payload's start). A box is cut after its fields, and its reserved bytes are zeroed:
 * players read neither (ISO/IEC 14496-12, QuickTime, 3GPP TS 26.244).
 */
export interface FieldLayout {
  length: number
  reserved: readonly (readonly [from: number, to: number])[]
}

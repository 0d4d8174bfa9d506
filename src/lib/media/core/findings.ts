import { HIDDEN_DETAIL_FIELDS, type HiddenDetailField, type HiddenDetails } from './mediaTypes'
import { deviceOf, keepFound, readLocationText } from './writtenValues'

// What a container's walk finds, in the words every container family shares: an ISO file's
// boxes and a Matroska file's elements name the same roles, made HiddenDetails here.

/** What a box or an element says, before make and model become one device. */
export type FindingRole = Exclude<HiddenDetailField, 'device'> | 'make' | 'model'

/** One thing a box or an element off the allow-list reveals, with its text when it has one. */
export interface Finding {
  role: FindingRole
  value?: string
}

const VALUE_ROLES = [
  'location',
  'make',
  'model',
  'date',
  'software',
  'owner',
  'serial',
  'text',
] as const
const isValueRole = (role: string) => VALUE_ROLES.some((valueRole) => valueRole === role)

/** Fields that say only that something is there: thumbnails, makers' boxes, extra tracks, other. */
const PRESENCE_FIELDS = HIDDEN_DETAIL_FIELDS.filter(
  (field): field is PresenceField => field !== 'device' && !isValueRole(field),
)
type PresenceField = Exclude<HiddenDetailField, 'device' | (typeof VALUE_ROLES)[number]>

/**
 * HiddenDetails from what a walk found (an ISO file's boxes, a Matroska file's elements), the
 * first value of each field winning.
 */
export function detailsOf(findings: readonly Finding[]): HiddenDetails {
  const first = (role: FindingRole) =>
    findings.find((found) => found.role === role && found.value)?.value
  const location = first('location')
  const details: HiddenDetails = {
    location: location ? readLocationText(location) : undefined,
    device: deviceOf(first('make'), first('model')),
    date: first('date'),
    software: first('software'),
    owner: first('owner'),
    serial: first('serial'),
    text: first('text'),
  }
  for (const field of PRESENCE_FIELDS) {
    if (findings.some((found) => found.role === field)) details[field] = true
  }
  // A known item that yields no text is still there: reported rather than dropped.
  if (findings.some((found) => isValueRole(found.role) && !found.value)) details.other = true
  return keepFound(details)
}

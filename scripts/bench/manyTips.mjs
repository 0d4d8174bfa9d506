// A Vite plugin for the bench: the app's sample tips module (features/purchases/sampleTips.ts)
// is replaced by one that makes `count` tips of the same type from the five samples, the same on
// every run: their images, other places, dates and prices, and longer or shorter excerpts, so
// cards differ in height as real ones do. Only the bench's own build uses it.
import { resolve } from 'node:path'

const SAMPLE_TIPS = resolve('features/purchases/sampleTips.ts')
const FEED_MODULE = '\0bench-many-tips.js'

const PLACES = [
  'Mumbai, Maharashtra',
  'Pune, Maharashtra',
  'Okhla, Delhi',
  'Lucknow, Uttar Pradesh',
  'Kanpur, Uttar Pradesh',
  'Patna, Bihar',
  'Gaya, Bihar',
  'Bengaluru, Karnataka',
  'Mysuru, Karnataka',
  'Chennai, Tamil Nadu',
  'Madurai, Tamil Nadu',
  'Kolkata, West Bengal',
  'Guwahati, Assam',
  'Jaipur, Rajasthan',
  'Ahmedabad, Gujarat',
  'Hyderabad, Telangana',
  'Kochi, Kerala',
  'Bhopal, Madhya Pradesh',
  'Bhubaneswar, Odisha',
  'Chandigarh, Punjab',
]
// When each was posted, as the cards read it (features/purchases/postedWhen.ts): 2 hours ago ...
// last week.
const POSTED_AGO = [
  { count: 2, unit: 'hour' },
  { count: 5, unit: 'hour' },
  { count: 1, unit: 'day' },
  { count: 2, unit: 'day' },
  { count: 3, unit: 'day' },
  { count: 1, unit: 'week' },
]
const FOLLOW_UPS = [
  '',
  'Two neighbours confirmed it.',
  'The tipster has photos and is willing to talk on the record.',
  'Local officials did not answer calls; a written complaint filed last month is attached, with its acknowledgement and the reference number the office gave.',
]

const feedModule = (count) => `
import { sampleTips as samples } from ${JSON.stringify(SAMPLE_TIPS)}
const places = ${JSON.stringify(PLACES)}
const postedAgo = ${JSON.stringify(POSTED_AGO)}
const followUps = ${JSON.stringify(FOLLOW_UPS)}
export const sampleTips = Array.from({ length: ${count} }, (_, index) => {
  const sample = samples[index % samples.length]
  const place = places[(index * 7) % places.length]
  return {
    ...sample,
    id: sample.id + '-' + (index + 1),
    title: sample.title + ', ' + place.split(',')[0] + ' report ' + (index + 1),
    excerpt: (sample.excerpt + ' ' + followUps[index % followUps.length]).trim(),
    location: place,
    postedAgo: postedAgo[index % postedAgo.length],
    price: sample.price + (index % 10) * 100,
  }
})
`

export const manyTips = (count) => ({
  name: 'bench-many-tips',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (importer === FEED_MODULE || !source.endsWith('sampleTips')) return null
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
    return resolved?.id === SAMPLE_TIPS ? FEED_MODULE : null
  },
  load: (id) => (id === FEED_MODULE ? feedModule(count) : null),
})

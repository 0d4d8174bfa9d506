import flyoverCracks from './images/flyover-cracks.svg'
import hospitalOxygen from './images/hospital-oxygen.svg'
import examLeak from './images/exam-leak.svg'
import monsoonUnderpass from './images/monsoon-underpass.svg'
import riverFoam from './images/river-foam.svg'

export interface PostedAgo {
  count: number
  unit: 'hour' | 'day'
}

/** Title, excerpt and location are the tipster's own words: they stay as written. */
export interface Tip {
  id: string
  title: string
  excerpt: string
  location: string
  /** How long before now it was posted; the card says it in the active language (postedWhen.ts). */
  postedAgo: PostedAgo
  /** The photo, and the message id of its alternative text: product words, unlike the tip's own. */
  image: { src: string; altId: string }
  /** Rupees. */
  price: number
}

export const sampleTips = [
  {
    id: 'tip-sion-underpass',
    title: 'Monsoon flooding strands commuters in the Sion underpass',
    excerpt:
      'Knee-deep water trapped two buses and dozens of cars for over three hours; residents say the pumps installed last year have never worked.',
    location: 'Mumbai, Maharashtra',
    postedAgo: { count: 2, unit: 'hour' },
    image: {
      src: monsoonUnderpass,
      altId: 'newsroom.sampleTips.sionUnderpass.imageAlt',
    },
    price: 2000,
  },
  {
    id: 'tip-river-foam',
    title: 'Toxic foam returns to the river below an industrial outfall',
    excerpt:
      'Photos taken at dawn show thick white foam spreading from a drain that a local factory was ordered to seal in March.',
    location: 'Okhla, Delhi',
    postedAgo: { count: 5, unit: 'hour' },
    image: {
      src: riverFoam,
      altId: 'newsroom.sampleTips.riverFoam.imageAlt',
    },
    price: 2500,
  },
  {
    id: 'tip-oxygen-shortage',
    title: 'District hospital ran out of oxygen cylinders overnight',
    excerpt:
      'Staff messages seen by the tipster show the ward waited six hours for a refill while patients were moved to private clinics.',
    location: 'Lucknow, Uttar Pradesh',
    postedAgo: { count: 1, unit: 'day' },
    image: {
      src: hospitalOxygen,
      altId: 'newsroom.sampleTips.oxygenShortage.imageAlt',
    },
    price: 3000,
  },
  {
    id: 'tip-exam-leak',
    title: 'Board exam paper shared on messaging apps before the test',
    excerpt:
      'Screenshots time-stamped two hours before the exam match the question paper handed out in at least four centres.',
    location: 'Patna, Bihar',
    postedAgo: { count: 2, unit: 'day' },
    image: {
      src: examLeak,
      altId: 'newsroom.sampleTips.examLeak.imageAlt',
    },
    price: 4000,
  },
  {
    id: 'tip-flyover-cracks',
    title: 'Cracks widen on a 40-year-old flyover still open to traffic',
    excerpt:
      'A resident measured the gaps in one pillar weekly for a month; they have doubled, and no inspection notice has been posted.',
    location: 'Bengaluru, Karnataka',
    postedAgo: { count: 3, unit: 'day' },
    image: {
      src: flyoverCracks,
      altId: 'newsroom.sampleTips.flyoverCracks.imageAlt',
    },
    price: 2800,
  },
] satisfies readonly Tip[]

import flyoverCracks from './images/flyover-cracks.svg'
import hospitalOxygen from './images/hospital-oxygen.svg'
import examLeak from './images/exam-leak.svg'
import monsoonUnderpass from './images/monsoon-underpass.svg'
import riverFoam from './images/river-foam.svg'

export interface Tip {
  id: string
  title: string
  excerpt: string
  location: string
  /** Relative, as the cards show it (product.md §9): '2 hours ago'. */
  date: string
  image: { src: string; alt: string }
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
    date: '2 hours ago',
    image: {
      src: monsoonUnderpass,
      alt: 'A bus and a car half submerged in floodwater under a road bridge in heavy rain',
    },
    price: 2000,
  },
  {
    id: 'tip-river-foam',
    title: 'Toxic foam returns to the river below an industrial outfall',
    excerpt:
      'Photos taken at dawn show thick white foam spreading from a drain that a local factory was ordered to seal in March.',
    location: 'Okhla, Delhi',
    date: '5 hours ago',
    image: {
      src: riverFoam,
      alt: 'Clumps of white foam floating on a river, with a smoking factory chimney on the bank',
    },
    price: 2500,
  },
  {
    id: 'tip-oxygen-shortage',
    title: 'District hospital ran out of oxygen cylinders overnight',
    excerpt:
      'Staff messages seen by the tipster show the ward waited six hours for a refill while patients were moved to private clinics.',
    location: 'Lucknow, Uttar Pradesh',
    date: 'Yesterday',
    image: {
      src: hospitalOxygen,
      alt: 'Three blue oxygen cylinders beside a hospital sign, one of them marked empty',
    },
    price: 3000,
  },
  {
    id: 'tip-exam-leak',
    title: 'Board exam paper shared on messaging apps before the test',
    excerpt:
      'Screenshots time-stamped two hours before the exam match the question paper handed out in at least four centres.',
    location: 'Patna, Bihar',
    date: '2 days ago',
    image: {
      src: examLeak,
      alt: 'A printed exam paper next to a phone showing the same questions in a chat',
    },
    price: 4000,
  },
  {
    id: 'tip-flyover-cracks',
    title: 'Cracks widen on a 40-year-old flyover still open to traffic',
    excerpt:
      'A resident measured the gaps in one pillar weekly for a month; they have doubled, and no inspection notice has been posted.',
    location: 'Bengaluru, Karnataka',
    date: '3 days ago',
    image: {
      src: flyoverCracks,
      alt: 'A concrete flyover pillar with a long crack running down it as cars cross above',
    },
    price: 2800,
  },
] satisfies readonly Tip[]

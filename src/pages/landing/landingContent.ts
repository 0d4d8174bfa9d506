import {
  CASH_OUT_MINIMUM_POINTS,
  KARMA_PER_SUBMITTED_TIP,
  KARMA_PURCHASE_BONUS,
  PAYOUT_METHODS,
} from '@/lib/businessRules'
import { formatAlternatives } from '@/lib/formatAlternatives'

export interface HowItWorksStep {
  title: string
  text: string
  icon: 'submit' | 'pickedUp' | 'earn'
}

export interface Testimonial {
  quote: string
  name: string
  role: string
}

export const hero = {
  eyebrow: 'The tip marketplace for citizen journalism',
  title: 'TipWire: where citizen journalists and newsrooms meet',
  text: 'Saw something the news should cover? Submit it as text, photo, video or audio, anonymously if you like, and earn karma. Newsrooms browse fresh tips from the ground and buy the ones worth a story.',
  userAction: 'Submit a tip',
  newsroomAction: 'Browse tips',
}

export const howItWorksSteps = [
  {
    icon: 'submit',
    title: 'Submit a tip',
    text: `Describe what you saw and add photos, video or audio. Every tip you submit earns you ${KARMA_PER_SUBMITTED_TIP} karma points.`,
  },
  {
    icon: 'pickedUp',
    title: 'Get picked up',
    text: `Newsrooms search the tips and buy the ones worth a story. When yours is picked up or bought, you earn ${KARMA_PURCHASE_BONUS} more points.`,
  },
  {
    icon: 'earn',
    title: 'Earn karma and cash out',
    text: `Once you reach ${CASH_OUT_MINIMUM_POINTS} karma points, cash out by ${formatAlternatives(PAYOUT_METHODS)}.`,
  },
] satisfies readonly HowItWorksStep[]

export const testimonials = [
  {
    quote:
      'I filmed the flooded underpass on my way to work. Two days later it led the evening bulletin, and the karma paid for a new phone lens.',
    name: 'Priya Nair',
    role: 'Citizen journalist, Mumbai',
  },
  {
    quote:
      'TipWire gives our desk eyes in neighbourhoods we could never staff. Several of our local scoops this year started as tips here.',
    name: 'Rahul Mehta',
    role: 'City editor, The Deccan Ledger',
  },
  {
    quote:
      'I submit anonymously. Knowing my name stays out of it is the only reason I report what I see at the plant.',
    name: 'Anonymous contributor',
    role: 'Citizen journalist, Gujarat',
  },
] satisfies readonly Testimonial[]

export const closingCallToAction = {
  title: 'Have a story the world should know?',
  text: 'Join as a citizen journalist and start earning karma, or as a newsroom and find your next story.',
  userAction: 'Start as a citizen journalist',
  newsroomAction: 'Start as a newsroom',
}

import {
  CASH_OUT_MINIMUM_POINTS,
  KARMA_PER_SUBMITTED_TIP,
  KARMA_PURCHASE_BONUS,
} from '@/lib/businessRules'
import { payoutMethodsText } from '@/lib/i18n/businessWords'

// The landing's message ids (src/locales/*/landing.po); the sections put them into words.

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
  eyebrow: 'landing.hero.eyebrow',
  title: 'landing.hero.title',
  text: 'landing.hero.text',
  userAction: 'landing.hero.userAction',
  newsroomAction: 'landing.hero.newsroomAction',
}

export const howItWorksSteps = [
  {
    icon: 'submit',
    title: 'landing.howItWorks.submit.title',
    text: 'landing.howItWorks.submit.text',
  },
  {
    icon: 'pickedUp',
    title: 'landing.howItWorks.pickedUp.title',
    text: 'landing.howItWorks.pickedUp.text',
  },
  { icon: 'earn', title: 'landing.howItWorks.earn.title', text: 'landing.howItWorks.earn.text' },
] satisfies readonly HowItWorksStep[]

/** What the steps' texts fill in, the payout methods in the active language. */
export const howItWorksValues = () => ({
  submitPoints: KARMA_PER_SUBMITTED_TIP,
  bonusPoints: KARMA_PURCHASE_BONUS,
  cashOutPoints: CASH_OUT_MINIMUM_POINTS,
  payoutMethods: payoutMethodsText(),
})

export const testimonials = [
  {
    quote: 'landing.testimonials.priya.quote',
    name: 'landing.testimonials.priya.name',
    role: 'landing.testimonials.priya.role',
  },
  {
    quote: 'landing.testimonials.rahul.quote',
    name: 'landing.testimonials.rahul.name',
    role: 'landing.testimonials.rahul.role',
  },
  {
    quote: 'landing.testimonials.anonymous.quote',
    name: 'landing.testimonials.anonymous.name',
    role: 'landing.testimonials.anonymous.role',
  },
] satisfies readonly Testimonial[]

export const closingCallToAction = {
  title: 'landing.closing.title',
  text: 'landing.closing.text',
  userAction: 'landing.closing.userAction',
  newsroomAction: 'landing.closing.newsroomAction',
}

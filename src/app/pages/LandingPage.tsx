import { useLingui } from '@lingui/react'
import { ClosingCallToAction } from './landing/ClosingCallToAction'
import { HeroSection } from './landing/HeroSection'
import { HowItWorksSection } from './landing/HowItWorksSection'
import { TestimonialsSection } from './landing/TestimonialsSection'

export function LandingPage() {
  const { _ } = useLingui()
  return (
    <>
      <title>{_('landing.documentTitle')}</title>
      <HeroSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <ClosingCallToAction />
    </>
  )
}

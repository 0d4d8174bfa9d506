import { ClosingCallToAction } from './landing/ClosingCallToAction'
import { HeroSection } from './landing/HeroSection'
import { HowItWorksSection } from './landing/HowItWorksSection'
import { TestimonialsSection } from './landing/TestimonialsSection'

export function LandingPage() {
  return (
    <>
      <title>TipWire: news tips from citizen journalists</title>
      <HeroSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <ClosingCallToAction />
    </>
  )
}

import { useMatches } from 'react-router'
import { useLingui } from '@lingui/react'
import { isPublicPageHandle } from '@/app/router/routeHandles'

/** The meta description of the public page shown, taken from the route table. */
export function PageDescription() {
  const { _ } = useLingui()
  const descriptionId = useMatches()
    .map((match) => match.handle)
    .findLast(isPublicPageHandle)?.descriptionId
  return descriptionId ? <meta name="description" content={_(descriptionId)} /> : null
}

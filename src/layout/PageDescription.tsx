import { useMatches } from 'react-router-dom'
import { isPublicPageHandle } from '@/router/routeHandles'

/** The meta description of the public page shown, taken from the route table. */
export function PageDescription() {
  const description = useMatches()
    .map((match) => match.handle)
    .findLast(isPublicPageHandle)?.description
  return description ? <meta name="description" content={description} /> : null
}

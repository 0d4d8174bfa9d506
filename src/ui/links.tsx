import type { ComponentProps, MouseEvent } from 'react'
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom'

export interface RouterLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A path of this app. */
  to: string
}

/**
 * An anchor that navigates in the app, built from React Router's documented parts for custom
 * links (`useHref`, `useLinkClickHandler`). The router's own <Link> also carries framework mode's
 * prefetching and route discovery, which this app does not use: they were about 2 KB gzip of
 * every page's first load (README, "Languages").
 */
export function RouterLink({ to, target, onClick, ...anchorProps }: RouterLinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target })
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!event.defaultPrevented) navigate(event)
  }
  return <a {...anchorProps} href={href} target={target} onClick={click} />
}

/**
 * A RouterLink that marks the current page, as React Router's <NavLink> does: `aria-current="page"`
 * and the class `active` when the address is its path or below it.
 */
export function NavLink({ to, className, ...linkProps }: RouterLinkProps) {
  const current = useLocation().pathname.toLowerCase()
  const target = useResolvedPath(to).pathname.toLowerCase()
  const isCurrent =
    current === target ||
    (target !== '/' && current.startsWith(target.endsWith('/') ? target : `${target}/`))
  return (
    <RouterLink
      {...linkProps}
      to={to}
      aria-current={isCurrent ? 'page' : undefined}
      className={[className, isCurrent && 'active'].filter(Boolean).join(' ')}
    />
  )
}

import { useEffect, useRef, type RefObject } from 'react'

/**
 * Where a cover editor's focus goes once a change to its areas is on screen: to the newest area,
 * just added, or to the Add button after a removal, so the keyboard is never dropped to the page.
 */
export function useFocusAfterChange<Id>(
  areas: readonly { id: Id }[],
  areaElements: RefObject<Map<Id, HTMLButtonElement>>,
  addButton: RefObject<HTMLButtonElement | null>,
) {
  const focusAfterChange = useRef<'newest' | 'add'>(undefined)

  useEffect(() => {
    if (!focusAfterChange.current) return
    const newest = areas.at(-1)
    const target =
      focusAfterChange.current === 'newest' && newest ? areaElements.current.get(newest.id) : null
    ;(target ?? addButton.current)?.focus()
    focusAfterChange.current = undefined
  }, [areas, areaElements, addButton])

  return (target: 'newest' | 'add') => {
    focusAfterChange.current = target
  }
}

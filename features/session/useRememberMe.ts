import { useState, useSyncExternalStore } from 'react'
import {
  forgetRememberedUsername,
  readRememberedUsername,
  rememberUsername,
  subscribeToRememberedUsername,
} from './rememberedUsername'

/**
 * Remember me (product.md §3): ticked, the username is kept on this device at the next sign in;
 * unticked, nothing is kept and a name kept before is forgotten at once. It starts ticked when a
 * name is remembered. The prerendered page knows no device: the remembered name arrives right
 * after hydration.
 */
export function useRememberMe() {
  const remembered = useSyncExternalStore(
    subscribeToRememberedUsername,
    readRememberedUsername,
    () => '',
  )
  const [ticked, setTicked] = useState<boolean | null>(null)
  const rememberMe = ticked ?? remembered !== ''

  const choose = (tick: boolean) => {
    setTicked(tick)
    if (!tick) forgetRememberedUsername()
  }

  /** Called on a successful sign in, with the username exactly as it was typed. */
  const keepChoice = (username: string) => {
    if (rememberMe) rememberUsername(username)
    else forgetRememberedUsername()
  }

  return { remembered, rememberMe, choose, keepChoice }
}

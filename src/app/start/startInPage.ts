import { startApp } from './startApp'
import { showStartFailureNotice } from './startFailureNotice'

/** Starts TipWire in index.html's #root, and says so on the page when the start fails. */
export function startInPage() {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html lacks the #root element')
  startApp(container).catch((error: unknown) => {
    showStartFailureNotice()
    console.error('TipWire could not start:', error)
  })
}

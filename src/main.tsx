import { startApp } from './startApp'
import { showStartFailureNotice } from './startFailureNotice'

const container = document.getElementById('root')
if (!container) throw new Error('index.html lacks the #root element')
startApp(container).catch((error: unknown) => {
  showStartFailureNotice()
  console.error('TipWire could not start:', error)
})

// The worker of ./intlData.ts: makes the formatters of the language it is sent, then answers.
import { makeEveryFormatter } from './intlData'

self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  makeEveryFormatter(locale)
  self.postMessage(null)
}

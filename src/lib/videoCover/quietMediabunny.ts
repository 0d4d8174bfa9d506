import { LogLevel, Logging } from 'mediabunny'

/**
 * mediabunny warns in the console of each track it cannot read (a 3GP's H.263 picture or AMR
 * sound): what matters of that, the video cover says in words (openVideo's pictureNotDecodable),
 * and a page's console stays for real faults. Its errors still show. Called by each worker that
 * reads videos with it.
 */
export function quietMediabunny() {
  Logging.level = LogLevel.Errors
}

// Message ids name what a message is for ('landing.hero.title'), and each one a page uses is
// shipped twice: in the code that asks for it and in its catalogue. The client build gives each
// a name of one or two characters instead, the same in both; the source, the tests and the
// prerendering keep the long ids.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every message id, from the catalogues of the language that defines them, in a fixed order. */
export function messageIds(folder) {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.po'))
    .sort()
    .flatMap((file) =>
      [...readFileSync(join(folder, file), 'utf8').matchAll(/^msgid "(.+)"$/gm)].map(
        ([, id]) => id,
      ),
    )
}

/** Each id's short name: its place in the list, in base 36. */
export const shortNames = (ids) => new Map(ids.map((id, index) => [id, index.toString(36)]))

// A quoted id in code ('common.brand', "common.brand", `common.brand`) or in a compiled
// catalogue, where the keys are quoted inside a string (\"common.brand\").
const QUOTED_ID = /(\\?["'`])([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)\1/g

/** `code` with every quoted message id replaced by its short name; other strings unchanged. */
export const withShortNames = (code, names) =>
  code.replace(QUOTED_ID, (quoted, quote, id) =>
    names.has(id) ? `${quote}${names.get(id)}${quote}` : quoted,
  )

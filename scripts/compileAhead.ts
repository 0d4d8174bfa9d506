// Has V8 compile the code every page starts with as its files arrive, on a background thread,
// rather than on the main thread as each function is first called (product.md §14). At the
// bench's slow-down, part of each long task the start ran after the first paint was that
// compiling (docs/benchmarks.md, run Z). Two ways, as V8 documents them:
// - a file that begins with the magic comment below has every function in it compiled with it
//   (V8's explicit compile hints, Chromium 136 and later; other engines read a comment);
// - a function expression in parentheses is compiled with its file (the PIFE heuristic).
//   Rolldown wraps each CommonJS module (React's DOM renderer, its scheduler) in an arrow
//   function in parentheses, which Chromium here still compiled on the main thread as the file
//   was evaluated; written as a function expression, it is compiled with the file (run Z).
import type { Plugin } from 'vite'

/** V8's explicit compile hint, at the very top of a file. */
export const COMPILE_EVERY_FUNCTION = '//# allFunctionsCalledOnLoad'

/** What Rolldown tells a plugin of a chunk, as far as choosing one goes. */
export interface ChunkFacts {
  isEntry: boolean
  name: string
  facadeModuleId: string | null
}

// Rolldown's CommonJS wrapper as rendered before minifying: `__commonJSMin(((exports) => {`.
const ARROW_WRAPPER = /\b__commonJSMin\(\(\(([\w$, ]*)\) => \{/g

/** `code` with each CommonJS wrapper a function expression; the count rewritten. */
export function functionWrappers(code: string) {
  let count = 0
  const rewritten = code.replace(ARROW_WRAPPER, (_wrapper, parameters: string) => {
    count += 1
    return `__commonJSMin((function (${parameters}) {`
  })
  return { code: rewritten, count }
}

interface CompileAheadOptions {
  /** The chunks to begin with V8's compile hint. */
  everyFunction: (chunk: ChunkFacts) => boolean
  /** The chunks whose CommonJS wrappers to compile with their file. */
  commonJsWrappers: (chunk: ChunkFacts) => boolean
}

export function compileAhead({ everyFunction, commonJsWrappers }: CompileAheadOptions): Plugin {
  return {
    name: 'tipwire-compile-ahead',
    apply: 'build',
    // The browser's code only: the prerenderer's runs once, in Node, at build time.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // The hint is added once the files are named: it goes into their names' hash here, so that a
    // file cached for good under its name is never one without it.
    augmentChunkHash(chunk) {
      return everyFunction(chunk) ? COMPILE_EVERY_FUNCTION : undefined
    },
    renderChunk(code, chunk) {
      if (!commonJsWrappers(chunk)) return null
      // Should Rolldown write its wrapper another way, none is found: tests/e2e/prerender.e2e.ts
      // checks React's DOM renderer's.
      const rewritten = functionWrappers(code)
      return rewritten.count === 0 ? null : { code: rewritten.code, map: null }
    },
    // After Vite's own (which puts its table of preloads first): the hint must come first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && everyFunction(output)) {
            output.code = `${COMPILE_EVERY_FUNCTION}\n${output.code}`
          }
        }
      },
    },
  }
}

import { describe, expect, it } from 'vitest'
import { functionWrappers } from '../../scripts/compileAhead'

// A chunk as Rolldown renders it before minifying: a helper that runs a CommonJS module once,
// two modules wrapped in it, and arrow functions of the code itself.
const rendered = `'use strict';
const __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod, mod.exports), cb = null), mod.exports);
var require_answer = /* @__PURE__ */ __commonJSMin(((exports) => {
  exports.answer = [1, 2].map((n) => n * 21).at(-1);
}));
var require_main = /* @__PURE__ */ __commonJSMin(((exports, module) => {
  module.exports = { answer: require_answer().answer, later: () => 'kept' };
}));
return require_main();
`

const run = (code: string) => new Function(code)() as { answer: number; later: () => string }

describe('functionWrappers', () => {
  it('writes each CommonJS wrapper as a function expression and nothing else', () => {
    const { code, count } = functionWrappers(rendered)
    expect(count).toBe(2)
    expect(code).toContain('__commonJSMin((function (exports) {')
    expect(code).toContain('__commonJSMin((function (exports, module) {')
    expect(code).toContain('.map((n) => n * 21)')
    expect(code).toContain("later: () => 'kept'")
  })

  it('leaves what the modules do unchanged', () => {
    const wrapped = run(functionWrappers(rendered).code)
    expect(wrapped.answer).toBe(42)
    expect(wrapped.later()).toBe('kept')
    expect(run(rendered).answer).toBe(42)
  })

  it('counts none in code without a wrapper', () => {
    expect(functionWrappers('export const f = (x) => x').count).toBe(0)
  })
})

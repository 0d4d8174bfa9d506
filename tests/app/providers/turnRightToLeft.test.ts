import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import muiRightToLeft from '@mui/stylis-plugin-rtl'
import { compile, middleware, serialize, stringify, type Middleware } from 'stylis'
import { turnRightToLeft } from '@/app/providers/rightToLeftStyles'

const written = (css: string, plugin: Middleware) =>
  serialize(compile(css), middleware([plugin, stringify]))

// One rule for each change MUI's plugin (cssjanus) makes, and some it leaves.
const RULES: [css: string, turned: string][] = [
  ['.a{margin-left:8px;padding-right:4px;}', '.a{margin-right:8px;padding-left:4px;}'],
  ['.a{left:0;right:auto;}', '.a{right:0;left:auto;}'],
  ['.a{text-align:left;float:right;}', '.a{text-align:right;float:left;}'],
  ['.a{direction:ltr;}', '.a{direction:rtl;}'],
  ['.a{cursor:nw-resize;}', '.a{cursor:ne-resize;}'],
  ['.a{margin:1px 2px 3px 4px;}', '.a{margin:1px 4px 3px 2px;}'],
  ['.a{border-color:red green blue black;}', '.a{border-color:red black blue green;}'],
  ['.a{border-radius:4px 0;}', '.a{border-radius:0 4px;}'],
  ['.a{border-radius:4px/8px;}', '.a{border-radius:4px/8px;}'],
  ['.a{box-shadow:2px 1px 3px red;}', '.a{box-shadow:-2px 1px 3px red;}'],
  ['.a{transform:translateX(10px) scale(2);}', '.a{transform:translateX(-10px) scale(2);}'],
  ['.a{background-position:25% 0;}', '.a{background-position:75% 0;}'],
  [
    '@keyframes k{from{transform:translateX(-100%);}to{transform:none;}}',
    '@keyframes k{from{transform:translateX(100%);}to{transform:none;}}',
  ],
  [
    '@media (min-width:600px){.a{padding-left:8px;}}',
    '@media (min-width:600px){.a{padding-right:8px;}}',
  ],
  ['.a{margin:0 1px 0 2px!important;}', '.a{margin:0 2px 0 1px!important;}'],
  ['.a{text-align:left !important;}', '.a{text-align:right!important;}'],
  ['.a{border-radius:4px 8px 2px;}', '.a{border-radius:8px 4px 8px 2px;}'],
  ['.a{--Inner-align:left;}', '.a{--Inner-align:right;}'],
  ['.a{background:url(/arrow-left.svg) 0 0;}', '.a{background:url(/arrow-left.svg) 0 0;}'],
  ['.a .b-left{color:red;}', '.a .b-left{color:red;}'],
  [
    '.a{margin:0 auto;border-radius:4px;background-color:#fff;box-shadow:0 1px 2px #000;}',
    '.a{margin:0 auto;border-radius:4px;background-color:#fff;box-shadow:0 1px 2px #000;}',
  ],
  [
    '.a{display:flex;color:red;transition:opacity 225ms;}',
    '.a{display:flex;color:red;transition:opacity 225ms;}',
  ],
]

describe('turnRightToLeft, a declaration at a time', () => {
  it.each(RULES)('writes %s as MUI’s whole-rule plugin does', (css, turned) => {
    const ours = written(css, turnRightToLeft)
    expect(ours).toBe(turned)
    expect(ours).toBe(written(css, muiRightToLeft))
  })
})

// Where MUI's plugin leaves a side as it is and rtl-css-js mirrors it: every shadow of a list, not
// only the first; four sides written with var() or calc(); a rotation beside a translation.
const MIRRORED_FURTHER: [css: string, turned: string][] = [
  [
    '.a{box-shadow:0 0 0 1px red,4px 4px 8px black;}',
    '.a{box-shadow:0 0 0 1px red,-4px 4px 8px black;}',
  ],
  [
    '.a{padding:0 calc(1 * var(--s)) 0 calc(2 * var(--s));}',
    '.a{padding:0 calc(2 * var(--s)) 0 calc(1 * var(--s));}',
  ],
  [
    '.a{transform:translate(-50%, 50%) rotate(45deg);}',
    '.a{transform:translate(50%, 50%) rotate(-45deg);}',
  ],
]

describe('turnRightToLeft, where it mirrors more than MUI’s plugin', () => {
  it.each(MIRRORED_FURTHER)('writes %s mirrored', (css, turned) => {
    expect(written(css, turnRightToLeft)).toBe(turned)
    expect(written(css, muiRightToLeft)).not.toBe(turned)
  })
})

const APP_DECLARATIONS = readFileSync(
  resolve('tests/fixtures/styles/declarations-that-turn.css'),
  'utf8',
)
  .split('\n')
  .filter((line) => line && !line.startsWith('/*'))

describe('turnRightToLeft on the declarations of TipWire’s own styles', () => {
  it('writes each that could turn as MUI’s whole-rule plugin does', () => {
    expect(APP_DECLARATIONS.length).toBeGreaterThan(100)
    const differing = APP_DECLARATIONS.map((declaration) => `.a{${declaration}}`).filter(
      (rule) => written(rule, turnRightToLeft) !== written(rule, muiRightToLeft),
    )
    expect(differing).toEqual([])
  })
})

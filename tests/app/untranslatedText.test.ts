// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Vitest runs from the project's root, where eslint.config.js is.
const eslint = new ESLint({ cwd: process.cwd() })

/** The rules ESLint finds broken in `code`, were it a component of the tip form. */
async function rulesBroken(code: string) {
  const [result] = await eslint.lintText(code, { filePath: 'features/tipForm/Example.tsx' })
  return (result?.messages ?? []).map(({ ruleId }) => ruleId)
}

/** A component returning `jsx`: with a number `n` and Lingui's hook, when `jsx` uses them. */
function component(jsx: string, imports = '') {
  const translates = jsx.includes('_(')
  const hook = translates ? "import { useLingui } from '@lingui/react'\n" : ''
  const props = /\bn\b/.test(jsx) ? '{ n }: { n: number }' : ''
  const words = translates ? '  const { _ } = useLingui()\n' : ''
  return `${imports}${hook}export function Example(${props}) {\n${words}  return ${jsx}\n}\n`
}

// ESLint's first run loads the config, the plugins and TypeScript's resolver: seconds, not ms.
describe('words on screen (README "Languages")', { timeout: 60_000 }, () => {
  it.each([
    '<p>Submit a tip</p>',
    "<p>{'Pending'}</p>",
    '<p>{`${n} tips left`}</p>',
    '<button aria-label="Close">{n}</button>',
    '<input placeholder="Search for tips..." />',
    '<img alt={`Photo ${n}`} src="/photo.jpg" />',
  ])('refuses words typed into a component: %s', async (jsx) => {
    expect(await rulesBroken(component(jsx))).toContain('lingui/no-unlocalized-strings')
  })

  it('refuses words given to a component as a text prop', async () => {
    const code = component(
      '<TextField label="Your name" helperText={_(\'user.form.nameHint\')} />',
      "import TextField from '@mui/material/TextField'\n",
    )
    expect(await rulesBroken(code)).toEqual(['lingui/no-unlocalized-strings'])
  })

  it.each(['<Trans />', '<Trans id="Submit a tip" />'])(
    'refuses a message without an id of the form area.name: %s',
    async (jsx) => {
      const code = component(jsx, "import { Trans } from '@lingui/react'\n")
      expect(await rulesBroken(code)).toContain('lingui/require-explicit-id')
    },
  )

  it.each<[string, string?]>([
    ["<p>{_('user.form.heading')}</p>"],
    [
      '<Trans id="user.tipForm.submit" values={{ n }} />',
      "import { Trans } from '@lingui/react'\n",
    ],
    ['<p>{n} · 2 ×</p>'],
    [`<div className="tip-card" id="faq-panel" data-testid="tip-card" role="status">{n}</div>`],
    [
      `<a href="https://shop.tipwire.example" target="_blank" rel="noopener noreferrer">{_('common.nav.shop')}</a>`,
    ],
    [
      `<Button variant="contained" size="small" color="primary" type="submit">{_('user.tipForm.submit')}</Button>`,
      "import Button from '@mui/material/Button'\n",
    ],
    [
      `<Typography variant="body2" color="text.secondary" component="h2" sx={{ border: '1px solid black', gridTemplateAreas: '"form karma"' }}>{n}</Typography>`,
      "import Typography from '@mui/material/Typography'\n",
    ],
    [
      `<Box sx={{ transform: n > 1 ? 'translate(14px, -9px) scale(0.75)' : 'none', ...raised }} />`,
      "import Box from '@mui/material/Box'\nconst raised = { width: 'calc(100% - 2rem)', outline: '2px solid', borderColor: 'Canvas' }\n",
    ],
  ])('lets words from the catalogue and what is no word through: %s', async (jsx, imports) => {
    expect(await rulesBroken(component(jsx, imports))).toEqual([])
  })
})

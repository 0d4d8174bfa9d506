// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Vitest runs from the project's root, where eslint.config.js is.
const eslint = new ESLint({ cwd: process.cwd() })

/** The rules ESLint breaks in `code`, were it a component of the tip form. */
async function rulesBroken(code: string) {
  const [result] = await eslint.lintText(code, { filePath: 'features/tipForm/Example.tsx' })
  return (result?.messages ?? []).map(({ ruleId }) => ruleId)
}

const HOOK = "import { useLingui } from '@lingui/react'\n"

// ESLint's first run loads the config, the plugins and TypeScript's resolver: seconds, not ms.
describe('words on screen (README "Languages")', { timeout: 60_000 }, () => {
  it.each([
    'export const Example = () => <p>Submit a tip</p>',
    'export const Example = () => <button aria-label="Close">×</button>',
    'export const Example = () => <input placeholder="Search for tips..." />',
    "export const Example = () => <p>{'Pending'}</p>",
    'export const Example = ({ n }: { n: number }) => <p>{`${n} tips`}</p>',
    'export const Example = ({ n }: { n: number }) => <img alt={`Photo ${n}`} />',
  ])('refuses an untranslated literal: %s', async (code) => {
    expect(await rulesBroken(code)).toContain('no-restricted-syntax')
  })

  it.each([
    `${HOOK}export function Example() {\n  const { _ } = useLingui()\n  return <p>{_('user.form.heading')}</p>\n}`,
    `${HOOK}export function Example() {\n  const { _ } = useLingui()\n  return <button aria-label={_('common.close')}>×</button>\n}`,
    'export const Example = ({ n }: { n: number }) => <p>{n} · 2</p>',
  ])('lets words from the catalogue through: %s', async (code) => {
    expect(await rulesBroken(code)).toEqual([])
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { messageIds, shortNames, withShortNames } from '../../scripts/shortMessageIds.mjs'

const ids = messageIds('src/locales/en-IN')
const names = shortNames(ids)

describe("the client build's short message names", () => {
  it('name every message of the English catalogues once, in at most two characters', () => {
    expect(ids.length).toBeGreaterThan(400)
    expect(ids).toContain('landing.hero.title')
    expect(new Set(names.values()).size).toBe(ids.length)
    expect(Math.max(...[...names.values()].map((name) => name.length))).toBeLessThanOrEqual(2)
  })

  it('replace an id however the code quotes it, and the same id in a compiled catalogue alike', () => {
    const name = names.get('common.nav.openMenu')
    const code = `_("common.nav.openMenu");_('common.nav.openMenu');_(\`common.nav.openMenu\`)`
    expect(withShortNames(code, names)).toBe(`_("${name}");_('${name}');_(\`${name}\`)`)
    const catalogue = 'JSON.parse("{\\"common.nav.openMenu\\":[\\"Open menu\\"]}")'
    expect(withShortNames(catalogue, names)).toBe(`JSON.parse("{\\"${name}\\":[\\"Open menu\\"]}")`)
  })

  it('leave every other string as it is, dotted or not', () => {
    const code = `sx({ color: 'primary.main' }); t("common.nav"); a('Open menu'); b("common.nav.openMenu')`
    expect(withShortNames(code, names)).toBe(code)
  })
})

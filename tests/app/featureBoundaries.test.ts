// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Vitest runs from the project's root, where eslint.config.js is.
const eslint = new ESLint({ cwd: process.cwd() })

/** The rules ESLint breaks in `code`, were it the file at `filePath`. */
async function rulesBroken(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map(({ ruleId }) => ruleId)
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports'
const WALLED_OFF = 'import-x/no-restricted-paths'

// ESLint's first run loads the config, the plugins and TypeScript's resolver: seconds, not ms.
const LINTING_TIME_LIMIT_MS = 60_000

describe(
  'the rooms of the tip form, its attachments and the cover editor (README "Layout")',
  { timeout: LINTING_TIME_LIMIT_MS },
  () => {
    it.each([
      [
        'src/app/pages/Example.tsx',
        "export { MediaPicker } from '@features/attachments/MediaPicker'",
      ],
      ['store/example.ts', "export { submitTip } from '@features/tipForm/submitTip'"],
      // The form may import the attachments, but only through their index.
      [
        'features/tipForm/example.ts',
        "export { mediaToggled } from '@features/attachments/attachmentsSlice'",
      ],
    ])('refuses a deep import from outside the feature (%s)', async (filePath, code) => {
      expect(await rulesBroken(filePath, code)).toContain(RESTRICTED)
    })

    it('refuses the cover editor importing the tip form', async () => {
      const code = "export { submitTip } from '@features/tipForm'"
      expect(await rulesBroken('features/coverEditor/example.ts', code)).toContain(RESTRICTED)
    })

    it.each([
      "export { descriptionEdited } from '@features/tipForm/tipFormSlice'",
      "export { submitTip } from '@features/tipForm'",
    ])('refuses the attachments importing the tip form: %s', async (code) => {
      expect(await rulesBroken('features/attachments/example.ts', code)).toContain(RESTRICTED)
    })

    it('refuses an import cycle', async () => {
      // The form's index leads to the attachments' index, which exports from this file.
      const code = "export { TipSubmissionForm } from '@features/tipForm'"
      expect(await rulesBroken('features/attachments/attachment.ts', code)).toContain(
        'import-x/no-cycle',
      )
    })

    it('takes each feature through the index of the one it composes', async () => {
      const tipForm = "export { MediaAttachments } from '@features/attachments'"
      const attachments = "export { CoverEditor } from '@features/coverEditor'"
      expect(await rulesBroken('features/tipForm/example.ts', tipForm)).toEqual([])
      expect(await rulesBroken('features/attachments/example.ts', attachments)).toEqual([])
    })
  },
)

describe(
  'the layers: the shell above the features, the features above the store, src/lib and src/ui (README "Layout")',
  { timeout: LINTING_TIME_LIMIT_MS },
  () => {
    it.each([
      ['a feature', 'features/faq/example.ts'],
      ['the store', 'store/example.ts'],
      ['src/ui', 'src/ui/Example.tsx'],
      ['src/lib', 'src/lib/example.ts'],
    ])('refuses %s importing the app shell', async (_layer, filePath) => {
      const code = "export { paths } from '@/app/router/paths'"
      expect(await rulesBroken(filePath, code)).toContain(WALLED_OFF)
    })

    it('refuses the store importing a feature beyond the modules it is made of', async () => {
      const code = "export { selectSelectedFaqTab } from '@features/faq/faqSlice'"
      expect(await rulesBroken('store/example.ts', code)).toContain(WALLED_OFF)
    })

    it("takes the store's own modules of features: the session's slice and the attachments' files", async () => {
      const code = [
        "export { sessionStorageFailed } from '@features/session/sessionSlice'",
        "export { createAttachmentFiles } from '@features/attachments/attachmentFiles'",
      ].join('\n')
      expect(await rulesBroken('store/store.ts', code)).toEqual([])
    })

    it.each([
      ['a feature', "export { selectSelectedFaqTab } from '@features/faq/faqSlice'"],
      ['the store', "export { useAppSelector } from '@store/hooks'"],
    ])('refuses src/ui importing %s', async (_layer, code) => {
      expect(await rulesBroken('src/ui/Example.tsx', code)).toContain(WALLED_OFF)
    })

    it('refuses src/lib importing src/ui', async () => {
      const code = "export { SectionPanel } from '@/ui/SectionPanel'"
      expect(await rulesBroken('src/lib/example.ts', code)).toContain(WALLED_OFF)
    })
  },
)

describe(
  'the media engine’s rooms: a family of formats each (src/lib/media/README.md)',
  { timeout: LINTING_TIME_LIMIT_MS },
  () => {
    it.each([
      ['another family’s inner file', "export { readBoxHeader } from '@/lib/media/iso/boxes'"],
      ['a family it is not let borrow from', "export { ISO } from '@/lib/media/iso'"],
    ])('refuses a family importing %s', async (_what, code) => {
      expect(await rulesBroken('src/lib/media/wav/example.ts', code)).toContain(WALLED_OFF)
    })

    it('refuses core/ importing a family', async () => {
      const code = "export { walkMp3 } from '@/lib/media/mp3'"
      expect(await rulesBroken('src/lib/media/core/example.ts', code)).toContain(WALLED_OFF)
    })

    it('takes core/, and a family it is let borrow from through that family’s index', async () => {
      const code = [
        "export { readBytes } from '@/lib/media/core/blobBytes'",
        "export { readBoxHeader } from '@/lib/media/iso'",
      ].join('\n')
      expect(await rulesBroken('src/lib/media/heif/example.ts', code)).toEqual([])
    })
  },
)

describe('import circles (README "Layout")', { timeout: LINTING_TIME_LIMIT_MS }, () => {
  const TYPE_CIRCLE = 'tests/fixtures/typeCircle'

  it('refuses a circle of type imports, which import-x/no-cycle lets through', async () => {
    const tip = `${TYPE_CIRCLE}/tip.ts`
    expect(await rulesBroken(tip, await readFile(tip, 'utf8'))).toEqual([])
    const options = await extractDepcruiseOptions('./.dependency-cruiser.mjs')
    const { output } = await cruise([TYPE_CIRCLE], options)
    const { violations } = (output as ICruiseResult).summary
    expect(violations.map(({ rule }) => rule.name)).toContain('no-circular')
  })
})

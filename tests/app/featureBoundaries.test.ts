// @vitest-environment node
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

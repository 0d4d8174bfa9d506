import type { Messages } from '@lingui/core'

export { messages as common } from './ur-IN/common.po'
export const areas = import.meta.glob<{ messages: Messages }>(['./ur-IN/*.po', '!**/common.po'])

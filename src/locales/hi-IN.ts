import type { Messages } from '@lingui/core'

export { messages as common } from './hi-IN/common.po'
export const areas = import.meta.glob<{ messages: Messages }>(['./hi-IN/*.po', '!**/common.po'])

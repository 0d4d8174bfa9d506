import type { Messages } from '@lingui/core'

export { messages as common } from './ta-IN/common.po'
export const areas = import.meta.glob<{ messages: Messages }>(['./ta-IN/*.po', '!**/common.po'])

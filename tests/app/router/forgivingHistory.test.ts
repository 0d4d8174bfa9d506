// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { forgiveRefusedHistoryWrites } from '@/app/router/forgivingHistory'

/** A history whose writes throw `error`, or record the address when there is none. */
const historyThatThrows = (error?: Error) => {
  const addresses: unknown[] = []
  const write = (_data: unknown, _unused: string, url?: string | URL | null) => {
    if (error) throw error
    addresses.push(url)
  }
  const history = { pushState: write, replaceState: write } as unknown as History
  forgiveRefusedHistoryWrites(history)
  return { history, addresses }
}

describe('forgiveRefusedHistoryWrites', () => {
  it('lets the app go on when the browser refuses to change the address', () => {
    const { history } = historyThatThrows(
      new DOMException(
        'Attempt to use history.replaceState() more than 100 times',
        'SecurityError',
      ),
    )
    expect(() => history.replaceState(null, '', '/login/user')).not.toThrow()
    expect(() => history.pushState(null, '', '/faq')).not.toThrow()
  })

  it('still throws for a state that cannot be stored, a bug of ours', () => {
    const { history } = historyThatThrows(new DOMException('cannot clone', 'DataCloneError'))
    expect(() => history.pushState({ file: () => {} }, '', '/faq')).toThrow('cannot clone')
  })

  it('writes the address as before when nothing refuses it', () => {
    const { history, addresses } = historyThatThrows()
    history.pushState(null, '', '/faq')
    history.replaceState(null, '', '/login/user')
    expect(addresses).toEqual(['/faq', '/login/user'])
  })
})

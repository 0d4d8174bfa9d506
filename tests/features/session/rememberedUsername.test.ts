import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  forgetRememberedUsername,
  readRememberedUsername,
  rememberUsername,
  subscribeToRememberedUsername,
} from '@features/session/rememberedUsername'

const refuse = (method: 'getItem' | 'setItem' | 'removeItem') =>
  vi.spyOn(Storage.prototype, method).mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the username remembered on this device', () => {
  it('is none at first', () => {
    expect(readRememberedUsername()).toBe('')
  })

  it('is kept in localStorage under one key, exactly as given, until forgotten', () => {
    rememberUsername(' journo')
    expect(localStorage.getItem('tipwire:remembered-username')).toBe(' journo')
    expect(readRememberedUsername()).toBe(' journo')
    forgetRememberedUsername()
    expect(readRememberedUsername()).toBe('')
    expect(localStorage.length).toBe(0)
  })

  it('tells its subscribers when it changes, until they leave', () => {
    const heard = vi.fn()
    const leave = subscribeToRememberedUsername(heard)
    rememberUsername('user')
    forgetRememberedUsername()
    expect(heard).toHaveBeenCalledTimes(2)
    leave()
    rememberUsername('user')
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('is none where the browser refuses storage, and nothing throws', () => {
    localStorage.setItem('tipwire:remembered-username', 'user')
    refuse('getItem')
    refuse('setItem')
    refuse('removeItem')
    expect(readRememberedUsername()).toBe('')
    expect(() => rememberUsername('journo')).not.toThrow()
    expect(() => forgetRememberedUsername()).not.toThrow()
  })

  it('leaves no older name behind when there is no room for a new one', () => {
    rememberUsername('user')
    refuse('setItem')
    rememberUsername('journo')
    expect(readRememberedUsername()).toBe('')
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { areDemoCredentials } from '@features/session/demoCredentials'

describe('demo credentials', () => {
  it('accept user/password123 for a user and journo/password123 for a newsroom', () => {
    expect(areDemoCredentials('user', 'user', 'password123')).toBe(true)
    expect(areDemoCredentials('newsroom', 'journo', 'password123')).toBe(true)
  })

  it('reject a username of the other role', () => {
    expect(areDemoCredentials('user', 'journo', 'password123')).toBe(false)
    expect(areDemoCredentials('newsroom', 'user', 'password123')).toBe(false)
  })

  it('reject a wrong or differently cased password', () => {
    expect(areDemoCredentials('user', 'user', 'password')).toBe(false)
    expect(areDemoCredentials('user', 'user', 'Password123')).toBe(false)
  })
})

export const CHROMIUM_PATH = '/usr/bin/chromium'
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking']

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const DEMO_ACCOUNTS = {
  user: { username: 'user', dashboard: 'User Dashboard' },
  newsroom: { username: 'journo', dashboard: 'Newsroom Dashboard' },
}

/**
 * Signs in with a demo account and waits for its dashboard: the bench and the browser tests
 * both sign in here, with the password a build was made with (`VITE_DEMO_PASSWORD`).
 */
export async function logIn(page, userType) {
  const { username, dashboard } = DEMO_ACCOUNTS[userType]
  await page.goto(`/login/${userType}`)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(process.env.VITE_DEMO_PASSWORD || 'password123')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { level: 1, name: dashboard }).waitFor()
}

export const logInAsUser = (page) => logIn(page, 'user')

/**
 * What a deployment that allows WebAssembly sends: `'wasm-unsafe-eval'` in the face worker's
 * policy, and WebAssembly files as application/wasm. Returns the WebAssembly files fetched.
 */
export async function allowWebAssembly(context) {
  const fetched = []
  await context.route(/faceWorker-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch()
    const policy = response.headers()['content-security-policy'] ?? ''
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'content-security-policy': policy.replace(
          "script-src 'self'",
          "script-src 'self' 'wasm-unsafe-eval'",
        ),
      },
    })
  })
  await context.route(/\.wasm$/, async (route) => {
    fetched.push(route.request().url())
    const response = await route.fetch()
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-type': 'application/wasm' },
    })
  })
  return fetched
}

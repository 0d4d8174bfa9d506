/**
 * Appends `items` to `list` one at a time: a spread (`list.push(...items)`) passes each as an
 * argument, and an hour of sound's packets are more arguments than a call may take (V8 throws
 * at about 120,000, Safari's engine at 65,536).
 */
export function appendAll<T>(list: T[], items: readonly T[]) {
  for (const item of items) list.push(item)
}

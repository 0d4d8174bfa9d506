/**
 * ['PayPal', 'direct deposit', 'gift cards'] -> 'PayPal, direct deposit or gift cards', as en-IN
 * lists alternatives: no comma before "or". Written out for the reason in indianDigits.ts.
 */
export const formatAlternatives = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`

// Made on first use: building the first list format costs a page tens of milliseconds.
let alternatives: Intl.ListFormat | undefined

/** ['PayPal', 'direct deposit', 'gift cards'] -> 'PayPal, direct deposit or gift cards' */
export const formatAlternatives = (items: readonly string[]) =>
  // en-IN, like the prices: a list of alternatives without a comma before "or".
  (alternatives ??= new Intl.ListFormat('en-IN', { style: 'long', type: 'disjunction' })).format(
    items,
  )

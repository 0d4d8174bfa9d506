// en-IN, like the prices: a list of alternatives without a comma before "or".
const alternatives = new Intl.ListFormat('en-IN', { style: 'long', type: 'disjunction' })

/** ['PayPal', 'direct deposit', 'gift cards'] -> 'PayPal, direct deposit or gift cards' */
export const formatAlternatives = (items: readonly string[]) => alternatives.format(items)

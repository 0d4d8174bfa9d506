/** cssjanus ships no types: the one call TipWire makes (rightToLeftStyles.ts). */
declare module 'cssjanus' {
  const cssjanus: { transform(css: string): string }
  export default cssjanus
}

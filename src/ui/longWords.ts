/**
 * A style's selector for the languages that join their suffixes to a word, Tamil, Telugu and
 * Malayalam, whose words can run longer than a phone's line or column at the sizes other languages
 * are set in ('செய்தியாளர்களும்', journalists and).
 */
export const LONG_WORDS = '&:lang(ta), &:lang(te), &:lang(ml)'

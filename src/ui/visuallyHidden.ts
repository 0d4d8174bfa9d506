/** Styles that keep an element for screen readers and out of sight (the usual clip pattern). */
export const visuallyHidden = {
  position: 'absolute',
  // In px: MUI reads a width or height of 1 as 100 %.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const

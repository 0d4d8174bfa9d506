/**
 * Marks a prerendered page's style tags as Emotion marks those it has moved to the head
 * (`data-s`), before any of Emotion's code runs. Its first cache moves every unmarked
 * server-rendered tag to the end of the head, out of hydration's way, and the cache or `Global`
 * that takes a tag over moves it again. These are in the head already: the first move only had
 * the browser take the page's stylesheets off and put them back. With the tags marked, the
 * shell's evaluation took a median of 51 and 46 ms on /faq and /login/user at 6x, against 61 and
 * 67 ms unmarked (docs/benchmarks.md, run AC). Marked here rather than in the HTML, where bytes
 * added to the head move the point at which a slow connection cuts the page's first paint.
 */
export function keepServerStylesInPlace() {
  for (const tag of document.head.querySelectorAll('style[data-emotion]')) {
    tag.setAttribute('data-s', '')
  }
}

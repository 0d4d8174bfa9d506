/**
 * `first`'s items; `otherwise`'s instead, where `first` fails before its first item. A failure
 * after it is `first`'s own: items already handed on cannot be taken back.
 */
export async function* orElse<Item>(
  first: AsyncIterable<Item>,
  otherwise: () => AsyncIterable<Item>,
): AsyncGenerator<Item> {
  let handedAny = false
  try {
    for await (const item of first) {
      handedAny = true
      yield item
    }
  } catch (error) {
    if (handedAny) throw error
    yield* otherwise()
  }
}

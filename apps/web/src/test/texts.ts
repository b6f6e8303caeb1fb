/** The text of each element, in order: what a list, menu or set of headings reads out. */
export function texts(elements: readonly Element[]) {
  return elements.map((element) => element.textContent);
}

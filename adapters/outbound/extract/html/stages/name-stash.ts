/** Class and id values taken off elements for Readability's parse, to be put back after it. */
export class NameStash {
  private readonly taken: Array<readonly [Element, 'class' | 'id' | 'role', string]> = [];

  /** Takes `attribute` off `element`, keeping its value to put back. */
  take(element: Element, attribute: 'class' | 'id' | 'role'): void {
    const value = element.getAttribute(attribute);
    if (value === null) return;
    element.removeAttribute(attribute);
    this.taken.push([element, attribute, value]);
  }

  /** Puts every taken value back where it was. */
  restore(): void {
    for (const [element, attribute, value] of this.taken) element.setAttribute(attribute, value);
  }
}

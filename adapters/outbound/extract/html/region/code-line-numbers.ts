/** A line number: digits alone. */
const NUMBER = /^\s*(\d{1,6})\s*$/;
/** Fewer numbered lines than this is no gutter. */
const MIN_NUMBERED_LINES = 2;
/** The class the code rule skips as line numbers (`LINE_NUMBER_CLASS`). */
const LINE_NUMBER_NAME = 'linenos';

/**
 * Marks, in place, the line numbers a code block prints at the start of its lines as elements
 * without a class that says so (Twilio's `<span class="css-519pyc">1</span>`, styled as a gutter
 * that cannot be selected, right before the line's code): they were read as code ("1composer
 * require twilio/sdk"). A number qualifies when it is an element of digits alone that opens its
 * line element (a `<div>` or `<p>`, nothing before it) with an element, not a space, right after it,
 * and the block's numbers so placed count 1, 2, 3… over at least {@link MIN_NUMBERED_LINES} lines.
 * They get the class `linenos`. Returns how many blocks were marked.
 */
export function markLineNumbers(pres: readonly Element[]): number {
  let marked = 0;
  for (const pre of pres) {
    const numbers = Array.from(pre.querySelectorAll('div, p')).map(openingNumber).filter((number): number is Element => number !== undefined);
    if (numbers.length < MIN_NUMBERED_LINES || !numbers.every((number, index) => NUMBER.exec(number.textContent ?? '')?.[1] === String(index + 1))) continue;
    for (const number of numbers) number.classList.add(LINE_NUMBER_NAME);
    marked += 1;
  }
  return marked;
}

/** The line's first element when it holds digits alone, nothing stands before it and an element follows it. */
function openingNumber(line: Element): Element | undefined {
  const first = line.firstElementChild;
  if (first === null || first.firstElementChild !== null || !NUMBER.test(first.textContent ?? '')) return undefined;
  for (let node = line.firstChild; node !== null && node !== first; node = node.nextSibling) if ((node.textContent ?? '').trim() !== '') return undefined;
  return first.nextSibling !== null && first.nextSibling.nodeType === 1 ? first : undefined;
}

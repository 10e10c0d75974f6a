const START_TAG = /<[a-zA-Z]/g;

/**
 * How many start tags the markup holds (what an HTML parser reads as elements: a `<` followed by
 * a letter), counting no further than `atMost + 1`, so a huge page costs no more than the answer.
 */
export function countStartTags(markup: string, atMost: number): number {
  START_TAG.lastIndex = 0;
  let count = 0;
  while (count <= atMost && START_TAG.test(markup)) count += 1;
  START_TAG.lastIndex = 0;
  return count;
}

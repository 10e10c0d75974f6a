import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isTaskCheckbox, writeTaskStates } from '../../../../../../adapters/outbound/extract/html/region/task-list-items.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const boxesIn = (root: Element): Element[] => Array.from(root.querySelectorAll('input')).filter(isTaskCheckbox);

describe('task list check boxes', () => {
  it("writes each disabled check box that opens a list item as its state (GitHub's and Material for MkDocs' task lists)", () => {
    const body = bodyOf('<ul><li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled checked> Error recovery</li>'
      + '<li class="task-list-item"><input type="checkbox" disabled> Language server</li>'
      + '<li class="task-list-item"><label class="task-list-control"><input type="checkbox" disabled checked><span class="task-list-indicator"></span></label> Docs</li></ul>');
    expect(writeTaskStates(boxesIn(body))).toBe(3);
    expect(Array.from(body.querySelectorAll('li'), (item) => item.textContent?.replace(/\s+/g, ' ').trim())).toEqual(['[x] Error recovery', '[ ] Language server', '[x] Docs']);
  });

  it('leaves a filter a reader ticks, a box after the item\'s text and a box outside a list', () => {
    const body = bodyOf('<ul><li><input type="checkbox" name="brand"> Acme</li><li>Subscribe <input type="checkbox" disabled></li></ul><p><input type="checkbox" disabled checked> Remember me</p>');
    expect(boxesIn(body)).toEqual([]);
  });
});

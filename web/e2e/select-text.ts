import type { Locator } from '@playwright/test';

/**
 * selectText selects a word of an editable text (a rich text's editor) as a double click on it
 * would: the browser's selection over its first occurrence, the text focused. Both the
 * end-to-end tests and the content form's browser tests use it; each then waits, as it can,
 * for the editor to read the selection, which it does when the browser says it changed.
 */
export async function selectText(editor: Locator, word: string): Promise<void> {
  await editor.evaluate((el, w) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(w);
      if (at < 0) continue;
      (el as HTMLElement).focus();
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + w.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return;
    }
    throw new Error(`no "${w}" in the text`);
  }, word);
}

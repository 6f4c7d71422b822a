import type { APIRequestContext, Page } from '@playwright/test';

/** `index.html` as the server sends it, whose start screen `largestText` compares with. */
export async function readStartScreen(request: APIRequestContext): Promise<string> {
  return (await request.get('/login')).text();
}

/** The largest block of text in the window, and how it compares with the start screen's line. */
export type LargestText = { text: string; area: number; startScreenArea: number };

/**
 * The block of text with the largest visible area in the window as the page is now, measured the way
 * Chromium measures a text's largest contentful paint (the box around the text of each block, inline
 * elements counted with their block, cut to the window), beside the area the start screen's line
 * (`index.html`, «Ubicazioni, servizi, …») has at the same width.
 * The start screen is the largest paint of every page on a phone only while no text of the page's first
 * screen is larger: a longer one is painted after all of the page's JavaScript, and Lighthouse's LCP on
 * slow 4G goes from about 1 s to 5–6 s (docs/decisions/007, revision of the third session of 2026-12-07).
 * `startScreenHtml` is `index.html` as the server sends it (`readStartScreen`).
 */
export async function largestText(page: Page, startScreenHtml: string): Promise<LargestText> {
  return page.evaluate((html) => {
    const line = new DOMParser().parseFromString(html, 'text/html').querySelector('.start-screen p');
    if (!line?.textContent) throw new Error('index.html has no start screen line');

    /** The box around `nodes`' text, cut to the window: its area in CSS pixels. */
    const visibleArea = (nodes: Text[]) => {
      let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const node of nodes) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0 || rect.height === 0) continue;
          left = Math.min(left, rect.left);
          top = Math.min(top, rect.top);
          right = Math.max(right, rect.right);
          bottom = Math.max(bottom, rect.bottom);
        }
      }
      const width = Math.min(right, window.innerWidth) - Math.max(left, 0);
      const height = Math.min(bottom, window.innerHeight) - Math.max(top, 0);
      return width > 0 && height > 0 ? width * height : 0;
    };

    // The start screen's line, drawn out of sight with index.html's own style (still in the head).
    const probe = document.createElement('div');
    probe.className = 'start-screen';
    probe.style.cssText = 'position:absolute;left:0;top:0;width:100%;visibility:hidden';
    const probeLine = document.createElement('p');
    probeLine.textContent = line.textContent;
    probe.append(probeLine);
    document.body.append(probe);
    const startScreenArea = visibleArea([probeLine.firstChild as Text]);
    probe.remove();

    // Each text node belongs to its nearest ancestor that is not inline: its block.
    const blocks = new Map<Element, Text[]>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      let block = node.parentElement;
      while (
        block &&
        block !== document.body &&
        ['inline', 'contents'].includes(getComputedStyle(block).display)
      ) {
        block = block.parentElement;
      }
      if (!block || getComputedStyle(block).visibility === 'hidden') continue;
      blocks.set(block, [...(blocks.get(block) ?? []), node as Text]);
    }
    let largest = { text: '', area: 0 };
    for (const [block, nodes] of blocks) {
      const area = visibleArea(nodes);
      if (area > largest.area) largest = { text: block.textContent?.trim().slice(0, 80) ?? '', area };
    }
    return { ...largest, startScreenArea };
  }, startScreenHtml);
}

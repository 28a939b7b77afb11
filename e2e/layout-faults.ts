import type { Locator, Page } from 'playwright-core';

/**
 * What a person would see as broken on the page as laid out now, one line each: the page scrolls
 * sideways; visible text is drawn over other text; a word is wrapped onto more than three lines
 * (broken a letter or two per line); text runs out of the box that lays it out, cut off or spilling
 * over what is beside it; a text field cuts off what it holds with no ellipsis. Text counts as visible where it is not clipped away by an
 * ancestor that hides its overflow (truncated names end at their ellipsis), and not dimmed under
 * an overlay (opacity below one half). Text pinned to the screen (position: fixed) is compared
 * only with other pinned text: it sits above the page's own text by design.
 */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Rect {
      left: number;
      top: number;
      right: number;
      bottom: number;
    }
    interface TextBox {
      element: Element;
      text: string;
      layer: Element | null;
      rect: Rect;
    }
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      faults.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);

    const intersect = (a: Rect, b: Rect): Rect | null => {
      const rect = {
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      };
      return rect.right > rect.left && rect.bottom > rect.top ? rect : null;
    };

    /** The part of the page an element's text can show in: its ancestors' boxes that clip, and its layer. */
    const visibleArea = (element: Element): { clip: Rect | null; layer: Element | null; dimmed: boolean } => {
      let clip: Rect | null = { left: -1e6, top: -1e6, right: 1e6, bottom: 1e6 };
      let layer: Element | null = null;
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        opacity *= Number(style.opacity);
        if (style.position === 'fixed' && !layer) layer = node;
        if ((style.overflowX !== 'visible' || style.overflowY !== 'visible') && clip)
          clip = intersect(clip, node.getBoundingClientRect());
      }
      return { clip, layer, dimmed: opacity < 0.5 };
    };

    /**
     * How far a visible text's lines reach past the sides of the box that lays them out (its
     * nearest ancestor that is not inline, padding included), whether that box lets it spill over
     * what is beside it or an ancestor cuts it off. A box that ends its text with an ellipsis
     * truncates by design; under 2 px is the glyphs' rounding.
     */
    const runsOutOfItsBox = (element: Element, lines: DOMRect[]): number => {
      let box: Element | null = element;
      while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement;
      if (!box) return 0;
      const style = getComputedStyle(box);
      if (style.textOverflow === 'ellipsis') return 0;
      const left = box.getBoundingClientRect().left + box.clientLeft;
      const right = left + box.clientWidth;
      return Math.max(
        0,
        ...lines.filter((line) => line.width > 0).map((line) => Math.max(left - line.left, line.right - right)),
      );
    };

    const boxes: TextBox[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? '';
      const element = node.parentElement;
      if (!content.trim() || !element || element.closest('select, script, style, noscript, template')) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      // Not rendered: inside a closed <details>, whose text keeps a box of its own under the summary.
      if (!element.checkVisibility()) continue;
      const { clip, layer, dimmed } = visibleArea(element);
      if (!clip || dimmed) continue;
      range.selectNodeContents(node);
      let shown = false;
      // A line of text owns its line box: a large font's glyphs may reach past it by design.
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      for (const glyphs of Array.from(range.getClientRects())) {
        const excess = Number.isNaN(lineHeight) ? 0 : Math.max(0, (glyphs.height - lineHeight) / 2);
        const lineRect = {
          left: glyphs.left,
          right: glyphs.right,
          top: glyphs.top + excess,
          bottom: glyphs.bottom - excess,
        };
        const rect = intersect(lineRect, clip);
        if (rect && rect.right - rect.left >= 2 && rect.bottom - rect.top >= 2) {
          boxes.push({ element, text: content.trim().slice(0, 40), layer, rect });
          shown = true;
        }
      }
      const outside = shown ? runsOutOfItsBox(element, Array.from(range.getClientRects())) : 0;
      if (outside >= 2) faults.push(`"${content.trim().slice(0, 40)}" runs ${Math.round(outside)} px out of its box`);
      for (const word of content.matchAll(/\S{2,}/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 3) faults.push(`"${word[0].slice(0, 40)}" is wrapped onto ${lines.size} lines`);
      }
    }

    // A text field too narrow for what it holds ends it with an ellipsis, not a hard cut, unless
    // the player is typing in it.
    const measure = document.createElement('canvas').getContext('2d');
    for (const field of Array.from(
      document.querySelectorAll<HTMLInputElement>('input[type=text], input:not([type])'),
    )) {
      if (!measure || !field.value || field === document.activeElement || !field.getClientRects().length) continue;
      const style = getComputedStyle(field);
      if (style.textOverflow === 'ellipsis' || visibleArea(field).dimmed) continue;
      measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const cut = measure.measureText(field.value).width - room;
      if (cut >= 2)
        faults.push(
          `the field "${field.value.slice(0, 40)}" cuts its text off by ${Math.round(cut)} px with no ellipsis`,
        );
    }

    // Lines of one text run may touch; text of different elements may not share more than a sliver.
    const SLIVER_PX = 3;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        if (!a || !b || a.element === b.element || a.layer !== b.layer) continue;
        const overlap = intersect(a.rect, b.rect);
        if (overlap && overlap.right - overlap.left > SLIVER_PX && overlap.bottom - overlap.top > SLIVER_PX)
          faults.push(`"${a.text}" overlaps "${b.text}"`);
      }
    }
    return [...new Set(faults)];
  });
}

/** How many px of an empty field's placeholder its text box cuts off (0 when it shows whole). */
export function placeholderCutOff(field: Locator): Promise<number> {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return 0;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return Math.max(0, Math.round(context.measureText(input.placeholder).width - room));
  });
}

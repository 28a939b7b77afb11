import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPressesAcrossTakeover } from './presses-across-takeover';

const JOIN = '<form><input name="teamName"><button type="submit" class="btn-primary">Join game</button></form>';

/** A page whose root holds `html` as the Worker painted it, watched for presses from now on. */
function paintedPage(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  keepPressesAcrossTakeover(root);
  return root;
}

/** The app replaces the painted page with its own render of `html`; answers its button, counting clicks. */
function takeOver(root: HTMLElement, html: string) {
  root.innerHTML = html;
  const button = root.querySelector('button');
  if (!button) throw new Error('No button');
  const onClick = vi.fn((event: Event) => event.preventDefault());
  button.addEventListener('click', onClick);
  return { button, onClick };
}

const press = (target: Element, type: 'pointerdown' | 'pointerup') =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true }));

/** Whatever the page set to run once the press has been handled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a press across the app taking over the painted page', () => {
  afterEach(() => document.body.replaceChildren());

  it('clicks the app’s control when the press started on the painted one in its place', async () => {
    const root = paintedPage(JOIN);
    press(root.querySelector('button')!, 'pointerdown');
    const app = takeOver(root, JOIN);
    press(app.button, 'pointerup');
    await settle();
    expect(app.onClick).toHaveBeenCalledTimes(1);
  });

  it('clicks nothing more when the browser clicked the app’s control itself', async () => {
    const root = paintedPage(JOIN);
    press(root.querySelector('button')!, 'pointerdown');
    const app = takeOver(root, JOIN);
    press(app.button, 'pointerup');
    app.button.click();
    await settle();
    expect(app.onClick).toHaveBeenCalledTimes(1);
  });

  it('clicks nothing when the press ends on another control, or began once the app had the page', async () => {
    const root = paintedPage(JOIN);
    press(root.querySelector('button')!, 'pointerdown');
    const other = takeOver(root, '<button type="button">Reset</button>');
    press(other.button, 'pointerup');
    await settle();
    expect(other.onClick).not.toHaveBeenCalled();

    press(other.button, 'pointerdown');
    const later = takeOver(root, '<button type="button">Reset</button>');
    press(later.button, 'pointerup');
    await settle();
    expect(later.onClick).not.toHaveBeenCalled();
  });

  it('leaves a press that starts and ends on the painted page to the browser', async () => {
    const root = paintedPage(JOIN);
    const button = root.querySelector('button')!;
    const onClick = vi.fn((event: Event) => event.preventDefault());
    button.addEventListener('click', onClick);
    press(button, 'pointerdown');
    press(button, 'pointerup');
    await settle();
    expect(onClick).not.toHaveBeenCalled();
  });
});

const CONTROLS = 'a[href],button,summary,[role=button],input[type=checkbox]';

/**
 * A press that starts on the page the Worker painted and ends after the app has replaced that
 * page would do nothing: the browser clicks only the control a press starts on, and that control
 * is gone. When such a press ends on the app's control in its place (the same markup), that control is clicked, unless the browser clicked it itself. Presses that start once
 * the app has the page are the browser's alone.
 */
export function keepPressesAcrossTakeover(root: HTMLElement): void {
  const painted = root.firstElementChild;
  let pressed: HTMLElement | null = null;
  let owed: HTMLElement | undefined;
  const controlOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null;
  const listen = <K extends keyof DocumentEventMap>(type: K, on: (event: DocumentEventMap[K]) => void) =>
    document.addEventListener(type, on, true);
  listen('pointerdown', (event) => {
    pressed = root.firstElementChild === painted ? controlOf(event.target) : null;
  });
  listen('pointerup', (event) => {
    const was = pressed;
    const now = controlOf(event.target);
    pressed = null;
    if (!was || was.isConnected || now?.outerHTML !== was.outerHTML) return;
    owed = now;
    setTimeout(() => owed === now && now.click());
  });
  listen('click', (event) => {
    if (owed && event.target instanceof Node && owed.contains(event.target)) owed = undefined;
  });
}

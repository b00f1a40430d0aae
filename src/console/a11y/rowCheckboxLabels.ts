/**
 * react-admin's list rows put "Select this row" on the checkbox's wrapping <span>, where ARIA forbids a label
 * (axe: aria-prohibited-attr), and leave the real <input> unnamed (axe: label). This moves the label onto the
 * input, for the checkboxes already on the page and every one rendered later.
 */
const MISPLACED = '.select-item[aria-label]';

export function relabelRowCheckboxes(root: ParentNode): void {
  for (const wrapper of Array.from(root.querySelectorAll<HTMLElement>(MISPLACED))) {
    const input = wrapper.querySelector('input');
    const label = wrapper.getAttribute('aria-label');
    if (!input || label === null) continue;
    input.setAttribute('aria-label', label);
    wrapper.removeAttribute('aria-label');
  }
}

/** Keeps row checkboxes labelled while the page changes; answers the function that stops watching. */
export function watchRowCheckboxes(root: HTMLElement = document.body): () => void {
  relabelRowCheckboxes(root);
  const observer = new MutationObserver(() => relabelRowCheckboxes(root));
  // React sets aria-label again when it re-renders a row, so attribute changes count too.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}

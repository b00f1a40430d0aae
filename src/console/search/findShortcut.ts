/** The keys that open the app bar's search from anywhere: Ctrl+K (⌘K), or "/" when not typing in a field. */
export function isFindShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  const typing =
    !!target &&
    (target.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
      !!target.closest?.('[role="textbox"]'));
  return !typing;
}

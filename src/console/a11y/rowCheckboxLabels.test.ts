// @vitest-environment jsdom
import { relabelRowCheckboxes, watchRowCheckboxes } from './rowCheckboxLabels';

const row = () => {
  const span = document.createElement('span');
  span.className = 'select-item RaDatagrid-checkbox';
  span.setAttribute('aria-label', 'Select this row');
  span.append(document.createElement('input'));
  return span;
};

describe('row selection checkboxes', () => {
  it('carry their label on the input, not on the wrapper', () => {
    const root = document.createElement('div');
    root.append(row(), row());
    relabelRowCheckboxes(root);
    for (const span of Array.from(root.querySelectorAll('span'))) {
      expect(span.hasAttribute('aria-label')).toBe(false);
      expect(span.querySelector('input')!.getAttribute('aria-label')).toBe('Select this row');
    }
  });

  it('are fixed when rendered later, until watching stops', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const stop = watchRowCheckboxes(root);
    const later = row();
    root.append(later);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.querySelector('input')!.getAttribute('aria-label')).toBe('Select this row');
    stop();
    const after = row();
    root.append(after);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(after.getAttribute('aria-label')).toBe('Select this row');
    root.remove();
  });
});

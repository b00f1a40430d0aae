import { describe, expect, it } from 'vitest';
import { withOffscreenQuestions } from './offscreenQuestions';

const slots = (uiSchema: ReturnType<typeof withOffscreenQuestions>) =>
  (uiSchema['ui:options'] as { mui: { rjsfSlotProps: Record<string, { sx: Record<string, unknown> }> } }).mui
    .rjsfSlotProps;

describe('withOffscreenQuestions', () => {
  it('stacks the questions as blocks the browser may skip off screen, with the grid spacing as a margin', () => {
    const made = slots(withOffscreenQuestions(undefined));
    expect(made.objectGridContainer.sx).toEqual({ display: 'block' });
    expect(made.objectGridItem.sx).toEqual({ mb: 3.25, contentVisibility: 'auto', containIntrinsicSize: 'auto 72px' });
  });

  it("keeps the rest of the UI schema, and an analyst's own slot styles win", () => {
    const uiSchema = {
      'ui:order': ['b', 'a'],
      'ui:options': {
        label: false,
        mui: { rjsfSlotProps: { objectGridItem: { sx: { mb: 1 } }, titleBox: { sx: { p: 2 } } } },
      },
    };
    const made = withOffscreenQuestions(uiSchema);
    expect(made['ui:order']).toEqual(['b', 'a']);
    expect((made['ui:options'] as { label: boolean }).label).toBe(false);
    expect(slots(made).objectGridItem.sx).toEqual({
      mb: 1,
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 72px',
    });
    expect(slots(made).titleBox.sx).toEqual({ p: 2 });
    expect(uiSchema['ui:options'].mui.rjsfSlotProps.objectGridItem.sx).toEqual({ mb: 1 });
  });
});

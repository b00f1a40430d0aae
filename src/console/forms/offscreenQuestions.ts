import type { UiSchema } from '@rjsf/utils';

/**
 * A question the browser may skip while it is off screen (CSS `content-visibility: auto`): its layout, paint and
 * hit testing are left out until it scrolls near the viewport, and a keystroke in one question no longer costs
 * a pass over every other one. Skipped questions stay in the page, the accessibility tree and find-in-page;
 * `contain-intrinsic-size: auto` keeps the size each had once rendered, so the scroll bar does not jump.
 * 72 px is a one-line question with its label before it is first rendered.
 */
export const OFFSCREEN_QUESTION_SX = { contentVisibility: 'auto', containIntrinsicSize: 'auto 72px' } as const;

/** RJSF-MUI's object grid is a flex container: relaying out one question re-ran flex layout over all of them. */
const STACKED_CONTAINER_SX = { display: 'block' } as const;
/** The row gap the grid's `spacing` gave (16 px) plus the item's own 10 px margin, as a block margin. */
const STACKED_ITEM_SX = { mb: 3.25, ...OFFSCREEN_QUESTION_SX } as const;

type Slot = { sx?: object };
type MuiOptions = { rjsfSlotProps?: Record<string, Slot | undefined> };

/**
 * The object's UI schema with RJSF-MUI's default object layout made of stacked, skippable questions (the grid's
 * container and item slots); sx an analyst's UI schema gives those slots still wins.
 */
export function withOffscreenQuestions(uiSchema: UiSchema | undefined): UiSchema {
  const options = (uiSchema?.['ui:options'] ?? {}) as { mui?: MuiOptions };
  const slots = options.mui?.rjsfSlotProps ?? {};
  const slot = (name: string, sx: object): Slot => ({ ...slots[name], sx: { ...sx, ...slots[name]?.sx } });
  return {
    ...uiSchema,
    'ui:options': {
      ...options,
      mui: {
        ...options.mui,
        rjsfSlotProps: {
          ...slots,
          objectGridContainer: slot('objectGridContainer', STACKED_CONTAINER_SX),
          objectGridItem: slot('objectGridItem', STACKED_ITEM_SX),
        },
      },
    },
  };
}

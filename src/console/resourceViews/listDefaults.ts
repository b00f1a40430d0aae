import type { ResourceDeclaration } from '../../shared/resources/declaration';

/** A declaration's default sort as react-admin's `sort` prop. */
export const listSort = (declaration: ResourceDeclaration) => ({
  field: declaration.defaultSort.field,
  order: declaration.defaultSort.direction === 'asc' ? ('ASC' as const) : ('DESC' as const),
});

/** react-admin choices from plain values (labels are the values, as the spec shows them). */
export const choicesOf = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

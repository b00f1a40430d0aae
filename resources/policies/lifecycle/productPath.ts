/**
 * The spec's product paths (PUT /{productType}/cancel/{id}, PUT /{productType}/void/{id}): the same action as the
 * plain path, refused with a 400 naming `productType` when the path's product is not the policy's.
 */
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import { invalid } from '../../../src/server/http/apiError';

export function onProductPath(action: ResourceAction, productType: string): ResourceAction {
  return {
    ...action,
    effect: async (input) => {
      const product = String(input.record.product);
      if (productType.toUpperCase() !== product.toUpperCase()) {
        throw invalid([{ field: 'productType', detail: `This policy is a ${product} policy, not ${productType}.` }]);
      }
      return (await action.effect?.(input)) ?? {};
    },
  };
}

import type { ResourceStore } from './resourceStore';
import type { RecordOf } from './resourceRecords';

/** Another resource's store by its declared name, typed as that resource's record (`ResourceRecords`). */
export type StoreOf = <N extends string>(name: N) => ResourceStore<RecordOf<N>>;

/** The `StoreOf` over the stores of one server; an unknown name is a programming error. */
export function storeOfStores(stores: () => readonly ResourceStore[]): StoreOf {
  return <N extends string>(name: N) => {
    const store = stores().find((candidate) => candidate.resource.declaration.name === name);
    if (!store) throw new Error(`No resource named ${name} is registered`);
    return store as ResourceStore<RecordOf<N>>;
  };
}

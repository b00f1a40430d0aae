/**
 * The actions a resource's console has a dialog for, each matched to the server's published action by its path
 * under the resource's API. An action the machine does not publish (a plain route of its own) carries the rule the
 * server applies to it (`unpublished`), used only then.
 */
export interface CatalogueAction<Dialog extends string = string> {
  /** The key of its texts under `actions` of the resource's action texts. */
  key: string;
  /** The spec path under the resource's API, `:id` for the record. */
  path: string;
  /** The method, when the machine does not publish the action. */
  method: string;
  dialog: Dialog;
  /** The key of its success message under `messages` of the action texts. */
  success: string;
  /** The rule of an action served outside the published machine. */
  unpublished?: { from: readonly string[]; permission: string };
  /** Products it is served for (the server's 409 otherwise); absent: every product. */
  products?: readonly string[];
  /** Read the record again this long after success (e.g. a reassessment finishing in the background). */
  refreshAgainAfterMs?: number;
}

/** A resource's actions and the API their paths are under (its declaration's `apiBase`). */
export interface LifecycleCatalogue<Dialog extends string = string> {
  apiBase: string;
  actions: readonly CatalogueAction<Dialog>[];
}

export const defineLifecycleCatalogue = <Dialog extends string>(
  catalogue: LifecycleCatalogue<Dialog>,
): LifecycleCatalogue<Dialog> => catalogue;

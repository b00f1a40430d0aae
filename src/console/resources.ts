import type { ResourceDeclaration } from '../shared/resources/declaration';
import { accountsResource } from '../../resources/accounts/declaration';

/** The declarations the console's providers know. Views are attached in the persona shell. */
export const RESOURCE_DECLARATIONS: readonly ResourceDeclaration[] = [accountsResource];

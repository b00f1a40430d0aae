/** Who may add, change and remove an account's billing contacts: those who may update the account. */
export const CONTACT_PERMISSION = 'account:update';

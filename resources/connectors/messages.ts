/** The connectors' texts the API answers with (spec 001 §8, §9 where it gives them; the others decided here). */
export const USERNAME_REQUIRED = 'API User is required';
export const PASSWORD_REQUIRED = 'Password is required';
export const API_KEY_REQUIRED = 'API Key is required';
export const TOKEN_REQUIRED = 'Token is required';
export const CONNECT_FAILED = 'Failed to connect, please try again later';
export const CONNECTOR_TYPE_REQUIRED = 'Please select a connector';
export const ACCOUNT_REQUIRED = 'Please select an Account';
export const CONSENT_REQUIRED = 'Please accept the privacy consent before adding a connector';
export const REGION_REQUIRED = 'Please select a region';
export const ROLE_ARN_REQUIRED = 'Role ARN is required';
export const CBID_REQUIRED = 'cbid is required';
export const CBID_UNKNOWN = 'No account you can see has this cbid';
export const NOT_OAUTH = 'This connector does not sign in with OAuth';
export const DAYS_INVALID = 'days must be a whole number from 1 to 365';
export const REMOVED = 'The connector was removed';

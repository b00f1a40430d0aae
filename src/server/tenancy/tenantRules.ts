import { STAFF_ACCOUNT_TYPE } from '../../shared/accountTypes';
import type { Principal } from '../auth/principal';

export const isStaff = (principal: Principal): boolean => principal.accountType === STAFF_ACCOUNT_TYPE;

import agencyLicenseSchema from '../../../schemas/records/agencyLicense.schema.json';
import { choicesOf } from './listDefaults';

/** The 50 states and DC, read from the licence schema so the form offers exactly what the server accepts. */
export const US_STATE_CHOICES = choicesOf(agencyLicenseSchema.properties.state.enum);

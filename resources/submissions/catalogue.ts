import submissionSchema from '../../schemas/records/submission.schema.json';

/**
 * The submission's statuses and reason codes, read from its record schema (spec 002 §3 and catalogues). Imported
 * by the server half and the lazily loaded views only, so the declaration every page loads stays light.
 */
export const SUBMISSION_STATUSES = submissionSchema.properties.status.enum;
/** The submission reason codes of spec 002 (catalogues). */
export const DECLINE_REASONS = submissionSchema.properties.declinationReason.enum;

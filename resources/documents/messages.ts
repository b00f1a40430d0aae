/** Documents' texts: spec 001 §5 (required fields, "{label} is a required field"), §8 (toasts, success). */
export const DOC_NAME_REQUIRED = 'File Name is a required field';
export const DOC_TYPE_REQUIRED = 'Document Type is a required field';
export const DOC_TYPE_UNKNOWN = 'Please select a Document Type';
export const FILE_REQUIRED = 'No file selected for upload.';
export const FILE_TOO_BIG = 'The file size is too big, 20MB max.';
export const UPLOAD_FAILED = 'Failed to upload the file!';
export const DELETED = 'Deleted the document successfully';
export const NOT_FOUND = 'An error occurred finding the document. Please try again';
export const ACCOUNT_NOT_VISIBLE = 'Please select an Account';

/** Largest document accepted (the spec gives none for documents; 20 MB decided here). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

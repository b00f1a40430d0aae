/** The bulk upload's texts: spec 001 §5 "Other forms", §8 and §9 where it gives them; the rest decided here. */
export const NO_FILE = 'No file selected for upload.';
export const FILE_TOO_BIG = 'The file size is too big, 5MB max.';

// Decided (the spec names only the accepted types and the size).
export const WRONG_TYPE = 'Only xls, xlsx or csv files can be uploaded.';
export const OLD_EXCEL = 'This is an Excel 97-2003 workbook. Save it as .xlsx or .csv and upload it again.';
export const UNREADABLE = 'The file could not be read as a spreadsheet.';
export const NO_ROWS = 'The file has no account rows under its header row.';
export const NO_HEADER = 'The first row must name the columns (download the template).';
export const unknownColumns = (names: readonly string[]) =>
  `Unknown column${names.length > 1 ? 's' : ''}: ${names.join(', ')}. Use the template's columns.`;
export const duplicateColumn = (name: string) => `The column ${name} appears twice.`;
export const TOO_MANY_TAGS = 'At most 20 tags can be given.';
export const TAG_TOO_LONG = 'Tag Name must be at most 50 characters';
export const NOT_FINISHED = 'The import has not finished yet.';

/** The bulk upload's size limit, spec 001 §9: 5 MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

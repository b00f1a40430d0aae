/** The description's limit (spec 001 §5, §8: "Must be 500 characters or less"). */
export const MAX_FEEDBACK_LENGTH = 500;

/** The form's own checks, as text keys by field: category and description required, the description at most 500 characters. */
export function feedbackErrors(value: {
  category: string;
  feedbackText: string;
}): Record<string, 'categoryRequired' | 'descriptionRequired' | 'tooLong'> {
  const errors: Record<string, 'categoryRequired' | 'descriptionRequired' | 'tooLong'> = {};
  if (!value.category) errors.category = 'categoryRequired';
  if (!value.feedbackText.trim()) errors.feedbackText = 'descriptionRequired';
  else if (value.feedbackText.length > MAX_FEEDBACK_LENGTH) errors.feedbackText = 'tooLong';
  return errors;
}

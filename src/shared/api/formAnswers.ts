/** An account's answers to one form as the API answers them (`/api/forms/v1/answers/{form}/{accountId}`). */
export interface StoredAnswers {
  form: string;
  accountId: string;
  schemaId: string;
  /** The form version the answers were first given under. */
  schemaVersion: number;
  answers: Record<string, unknown>;
  /** 0 while the form was never saved. */
  version: number;
  /** The social-engineering form's outcome: true when every control is in place, else the missing ones. */
  socialEngineering?: boolean;
  reasons?: string[];
}

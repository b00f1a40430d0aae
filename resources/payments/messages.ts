/** The billing texts of spec 002 §5 and §8, and this project's where the spec is silent (marked). */
export const PAYMENT_MESSAGES = {
  transactionUpdated: 'Transaction Updated Successfully.',
  paymentApplied: 'Payment Applied Successfully.',
  transactionClosed: 'Transaction Closed Successfully!',
  amountRequired: 'Amount Paid is a required field',
  amountTooLarge: 'Amount Paid must be less than or equal to 1,000,000,000,000',
  amountNegative: 'Amount Paid must be greater than or equal to 0',
  commentRequired: 'Comment is required',
  // This project's:
  alreadyPaid: 'This policy is already paid in full.',
  paymentInProcess: 'A payment of this policy is being processed. Wait for it to settle before paying again.',
  overBalance: 'The amount is more than the balance due.',
  linkSent: 'Payment link sent to the policyholder.',
  noPolicyholder: 'The policy has no policyholder e-mail to send the link to.',
  remindersOn: 'Invoice reminders turned on.',
  remindersOff: 'Invoice reminders turned off.',
  remindersAreOff: "This policy's invoice reminders are turned off.",
  reminderAlreadySent: "Today's invoice reminder of this policy has been sent already.",
  badToken: 'The payment token is invalid or has expired.',
  premiumFinancePaid: 'Premium finance payment recorded.',
  noSavedMethod: 'The account has no saved payment method.',
  nothingDue: 'Nothing is due on the policies of this account.',
  notFinanced: "This policy's premium is not financed.",
  downPaymentDue: 'The down payment of this financed policy is not paid yet.',
  financeAlreadyPaid: 'The financed premium of this policy is already paid.',
} as const;

/** Spec 002 §5 "Payment edit": required fields and their labels, for "{label} is a required field". */
export const TRANSACTION_LABELS: Readonly<Record<string, string>> = {
  transactionId: 'Transaction Id',
  invoiceNumber: 'Invoice Number',
  status: 'Status',
  paymentDate: 'Payment Date',
  paymentMethod: 'Payment Method',
  processorName: 'Processor Name',
};

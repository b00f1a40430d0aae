/** Hides all but the last four digits, keeping the number's punctuation: "(555) 010-1234" → "(***) ***-1234". */
export const maskPhone = (phone: string): string => phone.replace(/\d(?=(?:\D*\d){4})/g, '*');

/** Keeps the first letter of the mailbox and the whole domain: "owner@customer.demo.test" → "o****@customer.demo.test". */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '****' : `${email[0]}****${email.slice(at)}`;
};

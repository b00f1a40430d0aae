/** Spec 000 §2.8: payment flow says access, surplus notice says review and sign, any other flow access the quote. */
export const workflowHeadlineKey = (flow: string): string =>
  flow === 'PAYMENT'
    ? 'signin.workflow.headline.payment'
    : flow === 'SURPLUS_NOTICE'
      ? 'signin.workflow.headline.surplusNotice'
      : 'signin.workflow.headline.quote';

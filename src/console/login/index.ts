/** The public screens of spec 000 §2.1 that belong to signing in, recovering and hand-off. */
export { LoginPage } from './LoginPage';
export { LogoutPage } from './LogoutPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ConfirmPasswordResetPage } from './ConfirmPasswordResetPage';
export { ConfirmUserPage } from './ConfirmUserPage';
export { ConfirmMfaResetPage } from './ConfirmMfaResetPage';
export { ResendValidationPage } from './ResendValidationPage';
export { LoadingPage } from './LoadingPage';
export { ApplicationSignedPage, PasswordExpiredPage, SignupSubmittedPage } from './NoticePages';
export { JumpLoadingPage } from './JumpLoadingPage';

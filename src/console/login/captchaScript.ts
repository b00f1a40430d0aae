/** The captcha provider's script, which the forgot-password form loads when a captcha is configured. */
export const CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

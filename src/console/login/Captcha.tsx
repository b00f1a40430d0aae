import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fetchCaptchaSettings } from '../auth/authApi';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(element: HTMLElement, options: { sitekey: string; callback: (answer: string) => void; 'expired-callback': () => void }): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

/**
 * The captcha of the forgot-password form (spec 000 §5). The server says whether one is configured; when it is
 * not, this renders nothing and reports itself satisfied.
 */
export function Captcha({ onAnswer }: { onAnswer: (answer: string | undefined, required: boolean) => void }) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let alive = true;
    fetchCaptchaSettings().then(
      ({ enabled, siteKey }) => {
        if (!alive) return;
        onAnswer(undefined, enabled);
        if (!enabled) return;
        if (!siteKey) return setFailure(translate('signin.forgot.captchaLoadFailed'));
        const render = () =>
          window.grecaptcha?.ready(() => {
            if (box.current) {
              window.grecaptcha?.render(box.current, {
                sitekey: siteKey,
                callback: (answer) => onAnswer(answer, true),
                'expired-callback': () => onAnswer(undefined, true),
              });
            }
          });
        if (window.grecaptcha) return render();
        const script = document.createElement('script');
        script.src = SCRIPT;
        script.async = true;
        script.onload = render;
        script.onerror = () => alive && setFailure(translate('signin.forgot.captchaLoadFailed'));
        document.head.appendChild(script);
      },
      () => alive && setFailure(translate('signin.forgot.captchaRefresh')),
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return failure ? <Alert severity="warning">{failure}</Alert> : <div ref={box} />;
}

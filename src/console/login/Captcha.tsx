import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fetchCaptchaSettings } from '../auth/authApi';
import { CAPTCHA_SCRIPT } from './captchaScript';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    element: HTMLElement,
    options: { sitekey: string; callback: (answer: string) => void; 'expired-callback': () => void },
  ): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/**
 * The captcha of the forgot-password form (spec 000 §5). The server says whether one is configured; when it is
 * not, this renders nothing and reports itself satisfied.
 */
export function Captcha({ onAnswer }: { onAnswer: (answer: string | undefined, required: boolean) => void }) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string>();
  const answer = useEffectEvent(onAnswer);
  const fail = useEffectEvent((key: string) => setFailure(translate(key)));

  useEffect(() => {
    let alive = true;
    fetchCaptchaSettings().then(
      ({ enabled, siteKey }) => {
        if (!alive) return;
        answer(undefined, enabled);
        if (!enabled) return;
        if (!siteKey) return fail('signin.forgot.captchaLoadFailed');
        const render = () =>
          window.grecaptcha?.ready(() => {
            if (box.current) {
              window.grecaptcha?.render(box.current, {
                sitekey: siteKey,
                callback: (given) => answer(given, true),
                'expired-callback': () => answer(undefined, true),
              });
            }
          });
        if (window.grecaptcha) return render();
        const script = document.createElement('script');
        script.src = CAPTCHA_SCRIPT;
        script.async = true;
        script.onload = render;
        script.onerror = () => alive && fail('signin.forgot.captchaLoadFailed');
        document.head.appendChild(script);
      },
      () => alive && fail('signin.forgot.captchaRefresh'),
    );
    return () => {
      alive = false;
    };
  }, []);

  return failure ? <Alert severity="warning">{failure}</Alert> : <div ref={box} />;
}

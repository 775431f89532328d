import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * After Save or Submit comes back refused, the keyboard is taken to the first field marked invalid, so
 * nobody has to hunt for it from the button (the notice lists every issue as well). Runs after the
 * render that shows the errors; a saved form has navigated away and finds nothing to focus.
 */
export function useFocusFirstIssue(): {
  formRef: RefObject<HTMLFormElement | null>;
  afterSend: (sending: Promise<void>) => Promise<void>;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const afterSend = async (sending: Promise<void>) => {
    await sending;
    setRequest((count) => count + 1);
  };
  return { formRef, afterSend };
}

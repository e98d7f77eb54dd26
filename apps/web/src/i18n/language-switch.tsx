import { useEffect, useRef } from 'react';
import { activateLanguage } from './i18n';
import { storeLanguage } from './language-cookie';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';
import classes from './language-switch.module.css';
import { useLanguage, useT } from './use-t';

/**
 * Picks the app's language. A plain native select (Mantine's costs the first download 5 kB): one
 * tap on a phone, the system's own list, keyboard- and screen-reader-accessible. The choice is kept
 * for the next visit (a cookie) and handed to `onChange` (My Profile saves it as the user's setting).
 */
export function LanguageSwitch({
  size = 'xs',
  onChange,
}: {
  size?: 'xs' | 'sm';
  onChange?: (language: Language) => void;
}) {
  const t = useT();
  const shown = useLanguage();
  const select = useRef<HTMLSelectElement>(null);
  const hydrated = useRef(false);

  const choose = (picked: string) => {
    if (!isLanguage(picked)) return;
    storeLanguage(picked);
    void activateLanguage(picked);
    onChange?.(picked);
  };

  // On a prerendered page a reader can pick a language before the app has taken the page over: the
  // select shows the pick, but no handler heard it. Honour it once the app is there.
  useEffect(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    const picked = select.current?.value;
    if (picked && picked !== shown) choose(picked);
  });

  return (
    <select
      ref={select}
      className={size === 'sm' ? `${classes.select} ${classes.sm}` : classes.select}
      aria-label={t('app.language.label')}
      value={shown}
      onChange={(event) => choose(event.currentTarget.value)}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}

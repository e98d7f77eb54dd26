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
  return (
    <select
      className={size === 'sm' ? `${classes.select} ${classes.sm}` : classes.select}
      aria-label={t('app.language.label')}
      value={shown}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (!isLanguage(language)) return;
        storeLanguage(language);
        void activateLanguage(language);
        onChange?.(language);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}

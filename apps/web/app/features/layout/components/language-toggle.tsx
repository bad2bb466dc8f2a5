import { useLocation } from 'react-router';
import { GlobeIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';
import { languageAddress, switchLanguage } from '../../../lib/language';

/**
 * Switches between English and Arabic. Without JavaScript the link still works: the server's
 * `/ar/...` redirect stores the choice and drops the prefix. The other language's name is set in
 * the system font: on an English page it is the only Arabic text, and drawing it in the site font
 * would download that font's Arabic half (23 KB) for one word.
 */
export function LanguageToggle() {
  const { language, t } = useI18n();
  const location = useLocation();
  const other = language === 'en' ? 'ar' : 'en';
  return (
    <a
      // Without the #hash: the server never sees it, so the rendered link must not carry it either.
      href={languageAddress(other, { ...location, hash: '' })}
      hrefLang={other}
      title={t('header.switchLanguage')}
      data-testid="language-toggle"
      onClick={(event) => {
        event.preventDefault();
        switchLanguage(other);
      }}
      className="flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full px-2 text-sm font-medium hover:bg-black/10"
    >
      <GlobeIcon className="size-5 max-sm:hidden" />
      {/* The short name on phones and from 993 to 1279 px, where the header's links need the room. */}
      <span lang={other} className="font-system max-sm:hidden lg:max-xl:hidden">
        {t('header.otherLanguage')}
      </span>
      <span lang={other} className="font-system sm:max-lg:hidden xl:hidden">
        {t('header.otherLanguageShort')}
      </span>
    </a>
  );
}

import {
  languageChangeDone,
  languageChangeStarts,
  rememberForLanguageChange,
  stateBeforeLanguageChange,
} from './languageChangeHandover';

describe('the shell parts handed over through a language change', () => {
  afterEach(() => languageChangeDone());

  it('hands back the latest state to a part mounting in the language being changed to', () => {
    rememberForLanguageChange('modal', { name: 'displaySettings', open: true });
    rememberForLanguageChange('modal', { name: 'displaySettings', open: true, data: 1 });
    languageChangeStarts('en-GB');
    expect(stateBeforeLanguageChange('modal', 'en-GB')).toEqual({ name: 'displaySettings', open: true, data: 1 });
  });

  it('hands back nothing on an ordinary mount, in another language, or once the change is done', () => {
    rememberForLanguageChange('modal', { name: 'displaySettings', open: true });
    expect(stateBeforeLanguageChange('modal', 'en-US')).toBeUndefined();
    languageChangeStarts('en-GB');
    expect(stateBeforeLanguageChange('modal', 'en-US')).toBeUndefined();
    expect(stateBeforeLanguageChange('uiSettings', 'en-GB')).toBeUndefined();
    languageChangeDone();
    expect(stateBeforeLanguageChange('modal', 'en-GB')).toBeUndefined();
  });
});
